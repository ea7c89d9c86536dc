import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { ResultCode } from '@inkstone/contract/envelope';
import type { ExportFormat } from '@inkstone/contract/voice';
import type { VoiceRecordingRow } from './tables.ts';

/** 3723004 → "01:02:03"; `srt` adds the milliseconds as SRT writes them ("01:02:03,004"). */
export function clockOf(ms: number, srt = false): string {
  const total = Math.max(0, Math.round(ms));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const [h, m, s] = [Math.floor(total / 3_600_000), Math.floor(total / 60_000) % 60, Math.floor(total / 1000) % 60];
  const hms = `${pad(h)}:${pad(m)}:${pad(s)}`;
  return srt ? `${hms},${pad(total % 1000, 3)}` : hms;
}

type Line = { startMs: number; endMs: number; who: string | null; text: string };

/** The transcript's lines with their speakers' names as the owner set them. */
function linesOf(row: VoiceRecordingRow): Line[] {
  const names = new Map(row.speakers.map((speaker) => [speaker.id, speaker.name]));
  return row.segments.map((segment) => ({
    startMs: segment.startMs,
    endMs: segment.endMs,
    who: segment.speaker ? (names.get(segment.speaker) ?? segment.speaker) : null,
    text: segment.text,
  }));
}

const said = (line: Line) => (line.who ? `${line.who}: ${line.text}` : line.text);

export function toTxt(row: VoiceRecordingRow): string {
  return linesOf(row)
    .map((line) => `[${clockOf(line.startMs)}] ${said(line)}`)
    .join('\n')
    .concat('\n');
}

export function toSrt(row: VoiceRecordingRow): string {
  return linesOf(row)
    .map(
      (line, index) => `${index + 1}\n${clockOf(line.startMs, true)} --> ${clockOf(line.endMs, true)}\n${said(line)}\n`,
    )
    .join('\n');
}

/** The minutes (when there are any) then the transcript, as one Markdown document. */
export function toMarkdown(row: VoiceRecordingRow, headings: { minutes: string; transcript: string }): string {
  const parts = [`# ${row.title}`];
  if (row.minutesContent?.trim()) parts.push(`## ${headings.minutes}`, row.minutesContent.trim());
  if (row.segments.length) {
    parts.push(
      `## ${headings.transcript}`,
      linesOf(row)
        .map((line) => `- **${clockOf(line.startMs)}** ${line.who ? `**${line.who}**: ` : ''}${line.text}`)
        .join('\n'),
    );
  }
  return `${parts.join('\n\n')}\n`;
}

/** Markdown's headings, list items and bold runs as Word paragraphs; anything else as plain text. */
function paragraphsOf(markdown: string): Paragraph[] {
  return markdown
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const heading = /^(#{1,3})\s+(.*)$/.exec(line);
      if (heading) {
        const level = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3][heading[1]!.length - 1];
        return new Paragraph({ heading: level, children: [new TextRun(heading[2]!)] });
      }
      const item = /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(line);
      const text = item ? item[1]! : line;
      const runs = text.split(/(\*\*[^*]+\*\*)/).filter(Boolean);
      const children = runs.map((run) =>
        run.startsWith('**') && run.endsWith('**')
          ? new TextRun({ text: run.slice(2, -2), bold: true })
          : new TextRun(run),
      );
      return new Paragraph({ children, ...(item ? { bullet: { level: 0 } } : {}) });
    });
}

export async function toDocx(
  row: VoiceRecordingRow,
  headings: { minutes: string; transcript: string },
): Promise<Buffer> {
  const document = new Document({
    creator: 'Inkstone',
    title: row.title,
    sections: [{ children: paragraphsOf(toMarkdown(row, headings)) }],
  });
  return Packer.toBuffer(document);
}

const TYPES: Record<ExportFormat, string> = {
  txt: 'text/plain; charset=utf-8',
  srt: 'application/x-subrip; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The file of a format: txt and srt need a transcript; md and docx the minutes or a transcript. */
export async function exportFile(
  row: VoiceRecordingRow,
  format: ExportFormat,
  headings: { minutes: string; transcript: string },
): Promise<{ body: Buffer; type: string; filename: string } | { refused: number }> {
  const hasText = row.segments.length > 0;
  const hasMinutes = Boolean(row.minutesContent?.trim());
  if (!hasText && (format === 'txt' || format === 'srt' || !hasMinutes)) return { refused: ResultCode.conflict };
  const body =
    format === 'txt'
      ? Buffer.from(toTxt(row))
      : format === 'srt'
        ? Buffer.from(toSrt(row))
        : format === 'md'
          ? Buffer.from(toMarkdown(row, headings))
          : await toDocx(row, headings);
  return { body, type: TYPES[format], filename: `${row.title}.${format}` };
}
