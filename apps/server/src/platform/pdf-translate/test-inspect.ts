import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocumentProxy as open } from 'unpdf';
import { type Box } from './pdfium.js';
import { heap, pdfium, loadDocument, saveDocument } from './pdfium.js';

/**
 * Test helpers that look at an output independently of the engine: text through pdfjs (a
 * second, unrelated reader), pixels through PDFium's renderer.
 */

// The 14 standard fonts' metrics ship with pdfjs-dist; without them pdf.js warns on Symbol.
const standardFontDataUrl = join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);
const getDocumentProxy = (bytes: Uint8Array) => open(bytes, { standardFontDataUrl, verbosity: 0 });

/** Each page's text as pdfjs reads it, items joined by spaces. */
export async function pdfjsText(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((i) => ('str' in i ? i.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return pages;
}

export async function pageSizes(bytes: Uint8Array): Promise<{ width: number; height: number }[]> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const sizes = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const [, , width, height] = (await doc.getPage(n)).view as [number, number, number, number];
    sizes.push({ width, height });
  }
  await doc.destroy();
  return sizes;
}

/**
 * Renders `region` (PDF user space) of page `page` at 2 pixels per point and returns its
 * BGRA pixels. `offsetX` shifts the region, for the right half of a side-by-side page.
 */
export async function renderRegion(bytes: Uint8Array, page: number, region: Box, offsetX = 0): Promise<Uint8Array> {
  const m = await pdfium();
  const opened = loadDocument(m, bytes);
  if ('error' in opened) throw new Error(`cannot open: ${opened.error}`);
  const handle = m.FPDF_LoadPage(opened.doc, page - 1);
  try {
    const scale = 2;
    const width = Math.round(m.FPDF_GetPageWidthF(handle) * scale);
    const height = Math.round(m.FPDF_GetPageHeightF(handle) * scale);
    const bitmap = m.FPDFBitmap_Create(width, height, 1);
    m.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, 0xffffffff);
    m.FPDF_RenderPageBitmap(bitmap, handle, 0, 0, width, height, 0, 0);
    const buffer = m.FPDFBitmap_GetBuffer(bitmap);
    const stride = m.FPDFBitmap_GetStride(bitmap);
    const x0 = Math.round((region.left + offsetX) * scale);
    const x1 = Math.round((region.right + offsetX) * scale);
    const y0 = Math.round((m.FPDF_GetPageHeightF(handle) - region.top) * scale);
    const y1 = Math.round((m.FPDF_GetPageHeightF(handle) - region.bottom) * scale);
    const out = new Uint8Array((x1 - x0) * (y1 - y0) * 4);
    for (let y = y0; y < y1; y++) {
      const row = buffer + y * stride;
      out.set(heap(m).subarray(row + x0 * 4, row + x1 * 4), (y - y0) * (x1 - x0) * 4);
    }
    m.FPDFBitmap_Destroy(bitmap);
    return out;
  } finally {
    m.FPDF_ClosePage(handle);
    opened.close();
  }
}

/** Share of bytes that differ by more than 8 levels: 0 for the same picture. */
export function pixelDifference(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return 1;
  let differ = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 8) differ++;
  return differ / a.length;
}

/**
 * The same document encrypted by PDFium: with a user password (needed to open it), or with
 * only an owner password (anyone may open it; only permissions are restricted).
 */
export async function encrypt(bytes: Uint8Array, userPassword = 'user-secret'): Promise<Uint8Array> {
  const m = await pdfium();
  const opened = loadDocument(m, bytes);
  if ('error' in opened) throw new Error(`cannot open: ${opened.error}`);
  try {
    if (!m.EPDF_SetEncryption(opened.doc, userPassword, 'owner-secret', -1)) throw new Error('cannot encrypt');
    return saveDocument(m, opened.doc);
  } finally {
    opened.close();
  }
}
