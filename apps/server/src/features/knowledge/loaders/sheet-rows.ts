import * as XLSX from '@e965/xlsx';
import { CorruptDocument } from './types.ts';

export type Sheet = {
  name: string;
  rows: string[][];
  /** Each kept row's number as the spreadsheet shows it (1-based), blank rows skipped. */
  rowNumbers: number[];
};

/**
 * The sheets of a workbook (xlsx bytes, or CSV already decoded to a string) as rows of cell
 * text, as the user sees them (formatted numbers and dates). CSV is read raw so `00123` and
 * `1/2` stay as typed. Trailing empty cells and empty rows are dropped.
 */
export function readSheets(input: { xlsx: Uint8Array } | { csv: string }): Sheet[] {
  let workbook: XLSX.WorkBook;
  try {
    workbook =
      'xlsx' in input
        ? XLSX.read(input.xlsx, { type: 'array', dense: true, cellHTML: false, cellFormula: false })
        : XLSX.read(input.csv, { type: 'string', raw: true, dense: true });
  } catch (error) {
    throw new CorruptDocument(`spreadsheet unreadable: ${(error as Error).message}`);
  }
  // SheetJS reads any bytes as *something*; a real workbook lists its sheets.
  if ('xlsx' in input && !workbook.SheetNames.length) throw new CorruptDocument('workbook without sheets');
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name];
    const raw: unknown[][] = sheet
      ? XLSX.utils.sheet_to_json(sheet, { header: 1, raw: false, defval: '', blankrows: true })
      : [];
    const firstRow = sheet?.['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r + 1 : 1;
    const rows: string[][] = [];
    const rowNumbers: number[] = [];
    raw.forEach((row, index) => {
      const cells = trimEnd(
        row.map((cell) =>
          String(cell ?? '')
            .replace(/\s+/g, ' ')
            .trim(),
        ),
      );
      if (!cells.length) return;
      rows.push(cells);
      rowNumbers.push(firstRow + index);
    });
    return { name, rows, rowNumbers };
  });
}

function trimEnd(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && !cells[end - 1]) end--;
  return cells.slice(0, end);
}
