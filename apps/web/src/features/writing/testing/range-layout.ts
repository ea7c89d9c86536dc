import { afterAll, beforeAll } from 'vitest';

/**
 * ProseMirror measures ranges to scroll the selection into view; jsdom lays nothing out. A test
 * file that drives the editor calls this once: the measures answer empty boxes while it runs.
 */
export function stubRangeLayout(): void {
  const measures = ['getClientRects', 'getBoundingClientRect'] as const;
  beforeAll(() => {
    Range.prototype.getClientRects = () =>
      ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
  });
  afterAll(() => {
    for (const name of measures) delete (Range.prototype as Partial<Range>)[name];
  });
}
