import type { QaPair } from '@inkstone/contract/knowledge';
import { readSheets, type Sheet } from './sheet-rows.ts';
import { sniffFormat } from './sniff.ts';

export type QaTableResult =
  | { ok: true; pairs: QaPair[] }
  | { ok: false; reason: 'unsupported'; accepted: readonly ['csv', 'xlsx'] }
  | { ok: false; reason: 'corrupt' | 'empty' }
  /** Rows (1-based, as the spreadsheet numbers them) with a question but no answer or the reverse. */
  | { ok: false; reason: 'incompleteRows'; rows: number[] };

// A header cell is only header words, alone or paired across languages ("问题 (Question)");
// a question that merely mentions "问题" must never be taken for a header and skipped.
const QUESTION = /^(questions?|q|问题|提问|问|常见问题|标准问题)+$/;
const ANSWER = /^(answers?|a|答案|回答|答复|答|标准答案)+$/;
const headerWord = (cell: string) => cell.toLowerCase().replace(/[\s()（）[\]【】/|:：*＊._-]+/g, '');

/**
 * Q&A pairs imported from a two-column CSV or xlsx (its first sheet with rows): question,
 * answer. A header row naming the columns in English or Chinese is recognised and skipped,
 * and decides which column is which. A row with one side empty refuses the whole file with
 * its row numbers, so the user fixes the sheet instead of learning half of it.
 */
export async function loadQaTable(bytes: Uint8Array, fileName: string): Promise<QaTableResult> {
  if (!bytes.length) return { ok: false, reason: 'empty' };
  const sniffed = await sniffFormat(bytes, fileName).catch(() => null);
  if (sniffed?.format !== 'csv' && sniffed?.format !== 'xlsx') {
    return { ok: false, reason: 'unsupported', accepted: ['csv', 'xlsx'] };
  }
  let sheets: Sheet[];
  try {
    sheets = readSheets(sniffed.format === 'xlsx' ? { xlsx: bytes } : { csv: sniffed.text ?? '' });
  } catch {
    // CorruptDocument, or whatever else SheetJS throws on a malformed workbook.
    return { ok: false, reason: 'corrupt' };
  }
  const sheet = sheets.find((candidate) => candidate.rows.length);
  const rows = sheet?.rows ?? [];
  let [questionColumn, answerColumn] = [0, 1];
  let start = 0;
  const header = rows[0]?.map(headerWord);
  if (header) {
    const q = header.findIndex((cell) => QUESTION.test(cell));
    const a = header.findIndex((cell) => ANSWER.test(cell));
    if (q >= 0 && a >= 0) [questionColumn, answerColumn, start] = [q, a, 1];
  }
  const pairs: QaPair[] = [];
  const incomplete: number[] = [];
  for (let i = start; i < rows.length; i++) {
    const question = rows[i]![questionColumn]?.trim() ?? '';
    const answer = rows[i]![answerColumn]?.trim() ?? '';
    if (!question && !answer) continue;
    if (!question || !answer) incomplete.push(sheet!.rowNumbers[i]!);
    else pairs.push({ question, answer });
  }
  if (incomplete.length) return { ok: false, reason: 'incompleteRows', rows: incomplete };
  if (!pairs.length) return { ok: false, reason: 'empty' };
  return { ok: true, pairs };
}
