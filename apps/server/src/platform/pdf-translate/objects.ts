import { type Box, type Pdfium, objectBounds, withScratch } from './pdfium.js';

/** PDFium page-object types (fpdf_edit.h). */
export const OBJ = { TEXT: 1, PATH: 2, IMAGE: 3, SHADING: 4, FORM: 5 } as const;

/** An object of a page, wherever it sits: on the page itself or inside (nested) form XObjects. */
export interface PlacedObject {
  obj: number;
  type: number;
  /** The form object holding it, or 0 when it sits on the page. */
  parent: number;
  /** Bounds in page space (a form's children report theirs in the form's own space). */
  box: Box;
  /** Vertical scale of the enclosing forms' matrices, to turn sizes into page points. */
  scale: number;
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/**
 * Every leaf object of a page, descending into form XObjects. Some producers (page
 * imposition, pdf-lib's embedPage, some "print to PDF" drivers) wrap a page's whole content
 * in a form: without descending, such a page would seem to have no text at all.
 */
export function placedObjects(m: Pdfium, page: number): PlacedObject[] {
  const out: PlacedObject[] = [];
  const visit = (holder: number, count: number, get: (i: number) => number, matrix: Matrix) => {
    for (let i = 0; i < count; i++) {
      const obj = get(i);
      const type = m.FPDFPageObj_GetType(obj);
      if (type === OBJ.FORM) {
        const inner = multiply(objectMatrix(m, obj), matrix);
        visit(obj, m.FPDFFormObj_CountObjects(obj), (j) => m.FPDFFormObj_GetObject(obj, j), inner);
      } else if (type > 0) {
        out.push({
          obj,
          type,
          parent: holder,
          box: transform(objectBounds(m, obj), matrix),
          scale: Math.hypot(matrix[2], matrix[3]),
        });
      }
    }
  };
  visit(0, m.FPDFPage_CountObjects(page), (i) => m.FPDFPage_GetObject(page, i), IDENTITY);
  return out;
}

/** Removes an object from the page or form holding it, and frees it. */
export function removeObject(m: Pdfium, page: number, placed: PlacedObject): void {
  const removed = placed.parent
    ? m.FPDFFormObj_RemoveObject(placed.parent, placed.obj)
    : m.FPDFPage_RemoveObject(page, placed.obj);
  if (removed) m.FPDFPageObj_Destroy(placed.obj);
}

function objectMatrix(m: Pdfium, obj: number): Matrix {
  return withScratch(m, 24, (p) => {
    if (!m.FPDFPageObj_GetMatrix(obj, p)) return IDENTITY;
    return [0, 1, 2, 3, 4, 5].map((i) => m.pdfium.getValue(p + 4 * i, 'float')) as Matrix;
  });
}

/** `inner` then `outer`, in PDF's row-vector convention. */
function multiply(inner: Matrix, outer: Matrix): Matrix {
  const [a, b, c, d, e, f] = inner;
  const [A, B, C, D, E, F] = outer;
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}

function transform(box: Box, [a, b, c, d, e, f]: Matrix): Box {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [box.left, box.bottom],
    [box.left, box.top],
    [box.right, box.bottom],
    [box.right, box.top],
  ] as const) {
    xs.push(a * x + c * y + e);
    ys.push(b * x + d * y + f);
  }
  return { left: Math.min(...xs), bottom: Math.min(...ys), right: Math.max(...xs), top: Math.max(...ys) };
}
