import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { documentFormats, loadDocument } from './index.ts';
import { sniffFormat } from './sniff.ts';
import { buildDocx, buildPlainZip, buildXlsx } from './testing/office-fixtures.ts';
import { buildPdf } from './testing/pdf-fixtures.ts';
import { MAX_PART_BYTES } from './zip.ts';

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

describe('format by content', () => {
  it('reads a PDF named .txt as a PDF and a workbook named .csv as a workbook', async () => {
    const pdf = await buildPdf([{ lines: [{ text: 'Hidden pdf' }] }]);
    expect(await loadDocument(pdf, 'notes.txt')).toMatchObject({
      ok: true,
      format: 'pdf',
      source: { text: 'Hidden pdf' },
    });
    const xlsx = buildXlsx({ S: [['a', 'b']] });
    expect(await loadDocument(xlsx, 'data.csv')).toMatchObject({ ok: true, format: 'xlsx' });
    expect(await sniffFormat(await buildDocx(), 'no-extension')).toEqual({ format: 'docx' });
  });

  it('refuses a PNG named .docx, a plain zip and other binaries as unsupported, naming our formats', async () => {
    const refusal = { ok: false, reason: 'unsupported', accepted: documentFormats };
    expect(await loadDocument(await png(), 'report.docx')).toEqual(refusal);
    expect(await loadDocument(buildPlainZip(), 'archive.zip')).toEqual(refusal);
    expect(await loadDocument(new Uint8Array([0, 1, 2, 3, 250, 251, 0, 0, 9]), 'data.txt')).toEqual(refusal);
    // An old binary Word file (OLE compound document) needs converting first.
    const cfb = new Uint8Array(1024);
    cfb.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await loadDocument(cfb, 'old.doc')).toEqual(refusal);
    expect(documentFormats).toEqual(['pdf', 'docx', 'txt', 'md', 'html', 'xlsx', 'csv', 'pptx', 'epub']);
  });

  it('tries a zip named like an Office file as that file, and finds a plain zip corrupt', async () => {
    expect(await loadDocument(buildPlainZip(), 'report.docx')).toEqual({
      ok: false,
      reason: 'corrupt',
      format: 'docx',
    });
    expect(await loadDocument(buildPlainZip(), 'deck.pptx')).toEqual({ ok: false, reason: 'corrupt', format: 'pptx' });
    expect(await loadDocument(buildPlainZip(), 'sheet.xlsx')).toEqual({ ok: false, reason: 'corrupt', format: 'xlsx' });
  });
});

describe('size and emptiness', () => {
  it('refuses an empty file as empty', async () => {
    expect(await loadDocument(new Uint8Array(0), 'a.pdf')).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses input over maxBytes and text over maxChars as tooLarge', async () => {
    const text = new TextEncoder().encode('word '.repeat(1000));
    expect(await loadDocument(text, 'a.txt', { maxBytes: 100 })).toEqual({
      ok: false,
      reason: 'tooLarge',
      limit: 100,
      unit: 'bytes',
    });
    expect(await loadDocument(text, 'a.txt', { maxChars: 1000 })).toEqual({
      ok: false,
      reason: 'tooLarge',
      format: 'txt',
      limit: 1000,
      unit: 'chars',
    });
    expect((await loadDocument(text, 'a.txt', { maxChars: 5000 })).ok).toBe(true);
  });

  it('refuses a zip part that inflates past any real document part (a zip bomb) without inflating it', async () => {
    const bomb = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'ppt/presentation.xml': new Uint8Array(MAX_PART_BYTES + 1),
    });
    expect(bomb.length).toBeLessThan(100_000);
    expect(await loadDocument(bomb, 'deck.pptx')).toEqual({
      ok: false,
      reason: 'tooLarge',
      format: 'pptx',
      limit: MAX_PART_BYTES,
      unit: 'bytes',
    });
  });
});
