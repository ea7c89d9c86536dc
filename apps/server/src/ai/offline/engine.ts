import { setTimeout as sleep } from 'node:timers/promises';
import { StreamAccumulator } from '../stream/accumulator.ts';
import type { LanguageModel, StreamPart, StreamRequest } from '../types.ts';
import { chunkText } from './chunks.ts';
import { composeOfflineAnswer } from './compose.ts';

export type OfflineOptions = {
  /** Pause between chunks; a little pacing lets the UI show streaming honestly. */
  chunkDelayMs?: number;
  chunkChars?: number;
};

/**
 * The demo-mode language model (DESIGN.md §4): deterministic, extractive, and streamed in
 * small chunks through the same parts as a real model, so every feature runs end to end
 * without a provider key.
 */
export function createOfflineModel(options: OfflineOptions = {}): LanguageModel {
  return {
    id: 'offline',
    provider: 'offline',
    upstreamModel: 'inkstone-extractive',
    stream: (request) => streamOffline(request, options.chunkDelayMs ?? 15, options.chunkChars ?? 6),
  };
}

async function* streamOffline(request: StreamRequest, delayMs: number, chunkChars: number): AsyncGenerator<StreamPart> {
  const accumulator = new StreamAccumulator();
  const segments = composeOfflineAnswer(request);
  // Only quotes from the user's documents are an answer; without a source it is the fixed notice.
  const canned = !segments.some((segment) => segment.kind === 'source');
  const result = () => ({ ...accumulator.result(), ...(canned ? { canned } : {}) });
  const aborted = () => ({ type: 'finish', reason: 'aborted', result: result() }) as const;
  for (const segment of segments) {
    if (segment.kind === 'source') {
      const part = accumulator.source(segment.source);
      if (part) yield part;
      continue;
    }
    for (const chunk of chunkText(segment.text, chunkChars)) {
      if (request.signal?.aborted) return yield aborted();
      if (delayMs > 0) {
        try {
          await sleep(delayMs, undefined, { signal: request.signal });
        } catch {
          return yield aborted();
        }
      }
      const part = accumulator.delta('text', chunk);
      if (part) yield part;
    }
  }
  yield { type: 'finish', reason: 'stop', result: result() };
}
