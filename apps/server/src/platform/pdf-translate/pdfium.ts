import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { init, type WrappedPdfiumModule } from '@embedpdf/pdfium';

/**
 * One PDFium (WebAssembly) instance for the whole process.
 *
 * The wasm binary is read from the installed package, never fetched: the package's default
 * loader would download it from a CDN, which our machines cannot reach. PDFium is synchronous
 * and single-threaded, so several jobs may share the instance as long as no call awaits
 * between opening and closing a page (ours never do).
 */
export type Pdfium = WrappedPdfiumModule;

let loading: Promise<Pdfium> | undefined;

export function pdfium(): Promise<Pdfium> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmBinary = await readFile(require.resolve('@embedpdf/pdfium/pdfium.wasm'));
    const module = await init({ wasmBinary: wasmBinary.buffer as ArrayBuffer });
    module.PDFiumExt_Init();
    return module;
  })();
  return loading;
}

/**
 * The wasm heap. Read it afresh on every use: when the memory grows, the old view detaches.
 * (Emscripten exposes HEAPU8 at run time; the package's types leave it out.)
 */
export function heap(m: Pdfium): Uint8Array {
  return (m.pdfium as unknown as { HEAPU8: Uint8Array }).HEAPU8;
}

/** Copies bytes into wasm memory; the caller frees the pointer once PDFium no longer needs it. */
export function copyIn(m: Pdfium, bytes: Uint8Array): number {
  const ptr = m.pdfium.wasmExports.malloc(Math.max(1, bytes.length));
  heap(m).set(bytes, ptr);
  return ptr;
}

export function free(m: Pdfium, ptr: number): void {
  m.pdfium.wasmExports.free(ptr);
}

/** Runs `use` with `size` bytes of scratch memory that is freed afterwards, even on a throw. */
export function withScratch<T>(m: Pdfium, size: number, use: (ptr: number) => T): T {
  const ptr = m.pdfium.wasmExports.malloc(size);
  try {
    return use(ptr);
  } finally {
    free(m, ptr);
  }
}

/** A rectangle in PDF user space: origin bottom-left, y grows upwards. */
export interface Box {
  left: number;
  bottom: number;
  right: number;
  top: number;
}

export function objectBounds(m: Pdfium, obj: number): Box {
  return withScratch(m, 16, (p) => {
    m.FPDFPageObj_GetBounds(obj, p, p + 4, p + 8, p + 12);
    const f = (i: number) => m.pdfium.getValue(p + 4 * i, 'float');
    return { left: f(0), bottom: f(1), right: f(2), top: f(3) };
  });
}

/** Saves a whole document to bytes (PDFium writes into a wasm-side buffer we then copy out). */
export function saveDocument(m: Pdfium, doc: number): Uint8Array {
  const writer = m.PDFiumExt_OpenFileWriter();
  try {
    if (!m.PDFiumExt_SaveAsCopy(doc, writer)) throw new Error('PDFium could not save the document');
    const size = m.PDFiumExt_GetFileWriterSize(writer);
    return withScratch(m, size, (p) => {
      m.PDFiumExt_GetFileWriterData(writer, p, size);
      return heap(m).slice(p, p + size);
    });
  } finally {
    m.PDFiumExt_CloseFileWriter(writer);
  }
}

/** An open document and the wasm copy of its bytes, which PDFium reads lazily and must outlive it. */
export interface OpenDocument {
  doc: number;
  close(): void;
}

/** FPDF_GetLastError codes we tell apart (fpdfview.h). */
export const PDFIUM_ERR = { FILE: 2, FORMAT: 3, PASSWORD: 4, SECURITY: 5 } as const;

export function loadDocument(m: Pdfium, bytes: Uint8Array): OpenDocument | { error: number } {
  const ptr = copyIn(m, bytes);
  const doc = m.FPDF_LoadMemDocument(ptr, bytes.length, '');
  if (!doc) {
    const error = m.FPDF_GetLastError();
    free(m, ptr);
    return { error };
  }
  return {
    doc,
    close: () => {
      m.FPDF_CloseDocument(doc);
      free(m, ptr);
    },
  };
}
