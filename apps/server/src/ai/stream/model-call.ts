import { APICallError, type LanguageModel } from 'ai';

/**
 * The provider model one level below `streamText`: its `doStream` answers the provider's own
 * parts, read straight from the parsed response. streamText wraps that stream in half a dozen
 * more TransformStreams (steps, tools, telemetry, smoothing, its result promises), which a
 * plain chat answer does not use but pays for on every token and holds for every open stream.
 */
export type ProviderModel = Extract<LanguageModel, { specificationVersion: 'v4' }>;
export type CallOptions = Parameters<ProviderModel['doStream']>[0];
export type ModelPrompt = CallOptions['prompt'];
export type ProviderPart =
  Awaited<ReturnType<ProviderModel['doStream']>>['stream'] extends ReadableStream<infer Part> ? Part : never;

/** How long to wait before the first retry; each later one waits twice as long. */
const FIRST_RETRY_DELAY_MS = 2000;

/**
 * Opens an answer with `open`, retrying up to `maxRetries` times a failure the provider calls
 * retryable (429, 5xx, a dropped connection before the answer began) and never another
 * (auth, a bad request). Once a stream is open nothing is retried: a half-sent answer cannot be.
 */
export async function openWithRetries<T>(
  open: () => Promise<T>,
  signal: AbortSignal | undefined,
  maxRetries: number,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await open();
    } catch (error) {
      const retryable = APICallError.isInstance(error) && error.isRetryable;
      if (!retryable || attempt >= maxRetries || signal?.aborted) throw error;
      await pause(FIRST_RETRY_DELAY_MS * 2 ** attempt, signal);
    }
  }
}

/** The provider model's own stream (`doStream`), opened with retries. */
export function openProviderStream(
  model: ProviderModel,
  options: CallOptions,
  maxRetries: number,
): Promise<ReadableStream<ProviderPart>> {
  return openWithRetries(async () => (await model.doStream(options)).stream, options.abortSignal, maxRetries);
}

/** Waits `ms`, or less when `signal` aborts (the next attempt then sees it and stops). */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
