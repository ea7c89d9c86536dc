/** An axis-aligned rectangle in pixels: left, top, width, height. */
export type Rect = [number, number, number, number];

export interface BoxParams {
  /** A pixel is text when the detector's probability exceeds this (PaddleOCR `det_db_thresh`, 0.3). */
  pixelThreshold: number;
  /** A region is kept when its mean probability reaches this (`det_db_box_thresh`, 0.6). */
  boxThreshold: number;
  /** How far the shrunk text kernel is grown back (`det_db_unclip_ratio`, 1.5). */
  unclipRatio: number;
  /** Regions thinner than this (in map pixels) are noise (`min_size`, 3). */
  minSize: number;
  /** At most this many regions are considered, largest first (`max_candidates`, 1000). */
  maxCandidates: number;
}

export const defaultBoxParams: BoxParams = {
  pixelThreshold: 0.3,
  boxThreshold: 0.6,
  unclipRatio: 1.5,
  minSize: 3,
  maxCandidates: 1000,
};

/**
 * DB post-processing on the detector's probability map: 8-connected regions above the pixel
 * threshold, scored by their mean probability, grown by the unclip distance
 * (area × ratio / perimeter, the offset PaddleOCR gives pyclipper) and clamped to the map.
 *
 * Boxes are axis-aligned bounding rectangles, not PaddleOCR's minimum-area rotated ones: our
 * callers want `[x, y, w, h]`, and for upright text the two coincide. Tilted lines get a
 * looser box with some background, which the recogniser tolerates for small angles.
 */
export function findTextBoxes(prob: Float32Array, width: number, height: number, params = defaultBoxParams): Rect[] {
  const regions = labelRegions(prob, width, height, params.pixelThreshold);
  regions.sort((a, b) => b.pixels - a.pixels);
  const boxes: Rect[] = [];
  for (const region of regions.slice(0, params.maxCandidates)) {
    const w = region.right - region.left + 1;
    const h = region.bottom - region.top + 1;
    if (Math.min(w, h) < params.minSize) continue;
    if (region.probSum / region.pixels < params.boxThreshold) continue;
    const grow = (w * h * params.unclipRatio) / (2 * (w + h));
    if (Math.min(w, h) + 2 * grow < params.minSize + 2) continue;
    const left = Math.max(0, Math.round(region.left - grow));
    const top = Math.max(0, Math.round(region.top - grow));
    const right = Math.min(width, Math.round(region.right + 1 + grow));
    const bottom = Math.min(height, Math.round(region.bottom + 1 + grow));
    boxes.push([left, top, right - left, bottom - top]);
  }
  return boxes;
}

interface Region {
  left: number;
  top: number;
  right: number;
  bottom: number;
  pixels: number;
  probSum: number;
}

/** Flood fill with an explicit stack (a text map can hold regions of a million pixels). */
function labelRegions(prob: Float32Array, width: number, height: number, threshold: number): Region[] {
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const regions: Region[] = [];
  for (let start = 0; start < prob.length; start++) {
    if (seen[start] || !((prob[start] ?? 0) > threshold)) continue;
    const region: Region = { left: width, top: height, right: -1, bottom: -1, pixels: 0, probSum: 0 };
    let size = 0;
    stack[size++] = start;
    seen[start] = 1;
    while (size > 0) {
      const at = stack[--size]!;
      const x = at % width;
      const y = (at - x) / width;
      region.pixels++;
      region.probSum += prob[at] ?? 0;
      if (x < region.left) region.left = x;
      if (x > region.right) region.right = x;
      if (y < region.top) region.top = y;
      if (y > region.bottom) region.bottom = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const next = ny * width + nx;
          if (seen[next] || !((prob[next] ?? 0) > threshold)) continue;
          seen[next] = 1;
          stack[size++] = next;
        }
      }
    }
    regions.push(region);
  }
  return regions;
}
