const FENCE = /^ {0,3}(`{3,}|~{3,}|\$\$)/;

/**
 * Splits text that is still being written into the blocks that are finished and the tail that
 * may still change: a block ends at a blank line outside fenced code and display math. While
 * an answer streams, the finished blocks are rendered once and only the tail is parsed again.
 */
export function splitFinished(text: string): { finished: string[]; tail: string } {
  const finished: string[] = [];
  let fence: string | null = null;
  let start = 0;
  let position = 0;
  for (const line of text.split('\n')) {
    const end = position + line.length + 1;
    const mark = FENCE.exec(line)?.[1];
    if (mark && (fence === null || mark.startsWith(fence))) fence = fence === null ? mark.slice(0, 3) : null;
    else if (fence === null && line.trim() === '' && position > start) {
      finished.push(text.slice(start, position));
      start = end;
    } else if (fence === null && line.trim() === '') start = end;
    position = end;
  }
  return { finished, tail: text.slice(start) };
}
