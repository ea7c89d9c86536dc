import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractText } from './extract.ts';

async function pdfWith(lines: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([400, 300]);
  lines.forEach((line, index) => page.drawText(line, { x: 20, y: 260 - index * 20, size: 12, font }));
  return Buffer.from(await document.save());
}

describe('document text', () => {
  it('reads the text layer of a PDF', async () => {
    const text = await extractText(
      await pdfWith(['The launch date is 14 March.', 'Budget: 12,000 euros.']),
      'application/pdf',
    );
    expect(text).toContain('The launch date is 14 March.');
    expect(text).toContain('Budget: 12,000 euros.');
  });

  it('reads plain text and tidies whitespace', async () => {
    expect(await extractText(Buffer.from('会议纪要\r\n\r\n\r\n\r\n第二段   内容'), 'text/plain')).toBe(
      '会议纪要\n\n第二段 内容',
    );
  });

  it('has no text for images, and fails on a file that is not what it claims', async () => {
    expect(await extractText(Buffer.from([0x89, 0x50]), 'image/png')).toBeNull();
    await expect(extractText(Buffer.from('not a pdf'), 'application/pdf')).rejects.toThrow();
  });
});
