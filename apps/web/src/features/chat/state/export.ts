import type { HistoryRecord, Topic } from '@inkstone/contract/chat';
import { parseReply } from './records.ts';

export type ExportFormat = 'markdown' | 'json';
/** Words the Markdown export is written with, in the reader's language. */
export type ExportLabels = { you: string; assistant: string; untitled: string; files: string };

const asQuote = (text: string) => text.replace(/^/gm, '> ');

/** One conversation as a Markdown document: a heading per turn, quotes and files kept. */
export function toMarkdown(
  topic: Pick<Topic, 'topic'>,
  records: readonly HistoryRecord[],
  labels: ExportLabels,
): string {
  const lines = [`# ${topic.topic.trim() || labels.untitled}`, ''];
  for (const record of records) {
    lines.push(`## ${labels.you}`, '');
    const quote = record.ref.find((item) => item.type === 'quote')?.content;
    if (quote) lines.push(asQuote(quote), '');
    lines.push(record.input, '');
    if (record.chatFileUrl.length)
      lines.push(`${labels.files}: ${record.chatFileUrl.map((file) => `[${file.name}](${file.url})`).join(', ')}`, '');
    const reply = parseReply(record.reponse);
    lines.push(`## ${labels.assistant} (${record.model})`, '', reply.text || record.error || '', '');
    for (const image of reply.images ?? []) lines.push(`![](${image})`, '');
    for (const source of [...record.source].sort((a, b) => a.index - b.index))
      lines.push(
        `${source.index}. ${source.url ? `[${source.title ?? source.url}](${source.url})` : (source.title ?? '')}`,
      );
    if (record.source.length) lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** One conversation as JSON: the topic and each exchange in reading order, with what the server stored. */
export function toJson(topic: Topic, records: readonly HistoryRecord[]): string {
  const messages = records.map((record) => {
    const reply = parseReply(record.reponse);
    return {
      tableId: record.tableId,
      createTime: record.createTime,
      model: record.model,
      question: record.input,
      quote: record.ref.find((item) => item.type === 'quote')?.content ?? null,
      files: record.chatFileUrl.map((file) => ({ name: file.name, type: file.type, url: file.url })),
      answer: reply.text,
      images: reply.images ?? [],
      reasoning: record.reasoningContent || null,
      sources: record.source,
      status: record.status,
      error: record.error,
    };
  });
  const exported = { title: topic.topic, sessionId: topic.msgId, updateTime: topic.updateTime, messages };
  return `${JSON.stringify(exported, null, 2)}\n`;
}

/** A file name from the title: characters file systems refuse become dashes. */
export function exportFileName(title: string, format: ExportFormat): string {
  const base =
    title
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'chat';
  return `${base}.${format === 'markdown' ? 'md' : 'json'}`;
}

/** Hands a text to the browser as a download. */
export function download(name: string, text: string, format: ExportFormat): void {
  const url = URL.createObjectURL(
    new Blob([text], {
      type: format === 'markdown' ? 'text/markdown;charset=utf-8' : 'application/json;charset=utf-8',
    }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns, later still on a busy machine: the URL is
  // freed well after, never while the download may still be starting.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
