import type { RunContext } from '../types.ts';

/** A RunContext that records progress and submissions, for adapter tests. */
export function recordingContext(options: { upstreamId?: string; signal?: AbortSignal } = {}) {
  const progress: number[] = [];
  const submitted: string[] = [];
  const context: RunContext = {
    signal: options.signal ?? new AbortController().signal,
    upstreamId: options.upstreamId ?? null,
    onProgress: async (percent) => void progress.push(percent),
    onSubmitted: async (id) => void submitted.push(id),
  };
  return { context, progress, submitted };
}
