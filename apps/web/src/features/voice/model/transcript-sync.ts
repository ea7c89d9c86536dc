import type { TranscriptSegment } from '@inkstone/contract/voice';

type Timed = Pick<TranscriptSegment, 'startMs' | 'endMs'>;

/**
 * The line being spoken at `timeMs`: the last segment that started at or before it (segments are
 * in time order). In a pause between two lines the earlier stays lit until the next begins, so
 * the highlight does not flicker off; before the first line there is none.
 */
export function activeSegmentIndex(segments: readonly Timed[], timeMs: number): number {
  let low = 0;
  let high = segments.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (segments[middle]!.startMs <= timeMs) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** Lines whose text holds `query` (any case), by index; empty for an empty query. */
export function matchingSegments(segments: readonly Pick<TranscriptSegment, 'text'>[], query: string): number[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  return segments.flatMap((segment, index) => (segment.text.toLocaleLowerCase().includes(needle) ? [index] : []));
}
