import type { Box } from './pdfium.js';

/**
 * The box extended downwards into the empty space under it: down to the nearest obstacle
 * (another paragraph, a figure, a rule) that overlaps it horizontally, less a gap of a third
 * of the font size, and never below `floor`. A translation longer than its original (English
 * from Chinese often is) then keeps a readable size where the page has room, instead of
 * shrinking inside a box that was sized for the original.
 */
export function roomBelow(box: Box, size: number, obstacles: readonly Box[], floor: number): Box {
  let bottom = floor;
  for (const o of obstacles) {
    const overlapsX = Math.min(o.right, box.right) - Math.max(o.left, box.left) > 1;
    const below = o.top <= box.bottom + 0.5;
    if (overlapsX && below) bottom = Math.max(bottom, o.top + size / 3);
  }
  return { ...box, bottom: Math.min(box.bottom, bottom) };
}
