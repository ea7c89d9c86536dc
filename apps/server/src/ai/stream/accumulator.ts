import type { Source, StreamPart, StreamResult } from '../types.ts';

/**
 * Keeps everything a stream has produced, so its last part can hand the caller the whole
 * partial answer even when the upstream failed half way (DESIGN.md §5 "nothing lost"),
 * numbers sources from 1 in order of first appearance, and times the first token.
 */
export class StreamAccumulator {
  private text = '';
  private reasoning = '';
  private readonly sources: Source[] = [];
  private readonly started = performance.now();
  private firstTokenAt: number | null = null;

  /** Records a delta and returns the part to yield, or null for an empty delta. */
  delta(type: 'text' | 'reasoning', value: string): StreamPart | null {
    if (!value) return null;
    this.firstTokenAt ??= performance.now();
    if (type === 'text') this.text += value;
    else this.reasoning += value;
    return { type, text: value };
  }

  /** Numbers a new source; returns null when the same url or document was already listed. */
  source(source: Omit<Source, 'index'>): StreamPart | null {
    const seen = this.sources.some(
      (known) =>
        (source.url && known.url === source.url) || (source.documentId && known.documentId === source.documentId),
    );
    if (seen || (!source.url && !source.documentId)) return null;
    const numbered: Source = { index: this.sources.length + 1, ...source };
    this.sources.push(numbered);
    return { type: 'source', source: numbered };
  }

  result(): StreamResult {
    return {
      text: this.text,
      reasoning: this.reasoning,
      sources: [...this.sources],
      firstTokenMs: this.firstTokenAt === null ? null : Math.round(this.firstTokenAt - this.started),
      durationMs: Math.round(performance.now() - this.started),
    };
  }
}
