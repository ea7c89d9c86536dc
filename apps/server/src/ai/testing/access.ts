import type { ModelId } from '@inkstone/contract/models';
import { createModelAccess, type ModelAccess } from '../model-access.ts';
import type { StreamRequest } from '../types.ts';
import { collect } from './collect.ts';

/**
 * Model access for tests: no retries and a stall limit of 2 s unless the test says otherwise.
 * Shorter limits cut healthy answers on a loaded machine: a first call that also loads the SDK's
 * modules took over 400 ms in CI.
 */
export function testAccess(env: Record<string, string>): ModelAccess {
  return createModelAccess({
    env: { AI_MAX_RETRIES: '0', AI_STALL_TIMEOUT_MS: '2000', ...env },
    offline: { chunkDelayMs: 0 },
  });
}

export const ask = (content: string, extra: Partial<StreamRequest> = {}): StreamRequest => ({
  messages: [{ role: 'user', content }],
  ...extra,
});

/** One call, read to its end. */
export function run(access: ModelAccess, id: ModelId, request: StreamRequest) {
  return collect(access.languageModel(id).stream(request));
}

/** A 1×1 PNG, enough for a provider to receive an image part. */
export const PIXEL_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
