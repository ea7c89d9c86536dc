import type { SpokenLanguage } from '@inkstone/contract/voice';
import { voiceRoutes as table } from '@inkstone/contract/routes/voice';
import { call } from '@/shared/api/call.ts';
import type { ChunkTransport } from '../model/chunk-queue.ts';

/** Starts a browser recording on the server; its chunks follow through the queue. */
export const startRecording = (input: { mimeType: string; title?: string; language?: SpokenLanguage }) =>
  call(table.recordStart, input, { silent: true });

/**
 * The queue's calls. Silent: the queue retries or reports itself; a 401 still signs out
 * through the client's rules, and the chunks wait for the next sign-in.
 */
export const chunkTransport: ChunkTransport = {
  sendChunk: (id, seq, blob) => call(table.recordChunk, { id, seq, file: blob }, { silent: true }),
  finish: (id, durationMs) => call(table.recordFinish, { id, durationMs: Math.round(durationMs) }, { silent: true }),
};
