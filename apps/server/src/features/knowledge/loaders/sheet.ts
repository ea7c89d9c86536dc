import { readSheets, type Sheet } from './sheet-rows.ts';
import type { FormatOutput } from './types.ts';

/**
 * Spreadsheets as text: each sheet a `# name` heading, then one `| a | b |` line per row so a
 * chunk never cuts a row. A CSV has one unnamed sheet; its heading is the file's name.
 */
export function loadXlsx(bytes: Uint8Array): FormatOutput {
  return { kind: 'text', text: sheetsText(readSheets({ xlsx: bytes })) };
}

export function loadCsv(text: string, fileName: string): FormatOutput {
  const [sheet] = readSheets({ csv: text });
  const title = fileName.replace(/\.[^.]*$/, '').trim();
  return { kind: 'text', text: sheet ? sheetsText([{ ...sheet, name: title }]) : '' };
}

function sheetsText(sheets: Sheet[]): string {
  return sheets
    .filter((sheet) => sheet.rows.length)
    .map((sheet) => {
      const rows = sheet.rows.map((row) => `| ${row.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`);
      return sheet.name ? `# ${sheet.name}\n\n${rows.join('\n')}` : rows.join('\n');
    })
    .join('\n\n');
}
