import { streamText, type FinishReason as SdkFinishReason, type LanguageModel as SdkLanguageModel } from 'ai';
import { ModelError, toModelError } from '../errors.ts';
import { toSdkPrompt } from '../prompt.ts';
import type { FinishReason, StreamPart, StreamRequest } from '../types.ts';
import { StreamAccumulator } from './accumulator.ts';
import { watchdog } from './watchdog.ts';

/** What a provider adapter hands over: an AI SDK model plus the options that model needs. */
export type SdkTarget = {
  model: SdkLanguageModel;
  providerOptions?: Parameters<typeof streamText>[0]['providerOptions'];
  vision: boolean;
  /** Used when the request sets none (Anthropic requires one; the SDK guesses for unknown models). */
  maxOutputTokens?: number;
  /**
   * Reads source titles from the provider's raw chunks, for providers whose SDK package
   * passes on only urls (Perplexity's `search_results`). Raw chunks arrive before the
   * source parts made from them.
   */
  sourceTitles?: (rawChunk: unknown) => { url: string; title: string }[];
};

export type SdkStreamOptions = { provider: string; stallMs: number; maxRetries: number };

/**
 * Runs one call through the AI SDK and turns its full stream into our parts. Upstream
 * faults become one final `error` part that carries the partial answer; the caller's abort
 * becomes `finish: aborted`; a silent upstream is cut after `stallMs` as `timeout`.
 */
export async function* sdkStream(
  target: SdkTarget,
  request: StreamRequest,
  options: SdkStreamOptions,
): AsyncGenerator<StreamPart> {
  const accumulator = new StreamAccumulator();
  if (request.signal?.aborted) {
    yield { type: 'finish', reason: 'aborted', result: accumulator.result() };
    return;
  }
  const prompt = toSdkPrompt(request, target.vision);
  const upstream = new AbortController();
  const onCallerAbort = () => upstream.abort();
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });
  let stalled = false;
  const dog = watchdog(options.stallMs, () => {
    stalled = true;
    upstream.abort();
  });

  let failure: unknown;
  let finish: { reason: SdkFinishReason; raw: string | undefined } | undefined;
  let drained = false;
  try {
    for (const source of prompt.contextSources) {
      const part = accumulator.source(source);
      if (part) yield part;
    }
    dog.reset();
    const result = streamText({
      model: target.model,
      instructions: prompt.system,
      messages: prompt.messages,
      providerOptions: target.providerOptions,
      maxRetries: options.maxRetries,
      maxOutputTokens: request.maxOutputTokens ?? target.maxOutputTokens,
      include: { rawChunks: Boolean(target.sourceTitles) },
      temperature: request.temperature,
      abortSignal: upstream.signal,
      // Errors arrive as stream parts below; the SDK's default handler would only log them.
      onError: () => {},
    });
    const titles = new Map<string, string>();
    for await (const part of result.stream) {
      dog.reset();
      let out: StreamPart | null = null;
      if (part.type === 'text-delta') out = accumulator.delta('text', part.text);
      else if (part.type === 'reasoning-delta') out = accumulator.delta('reasoning', part.text);
      else if (part.type === 'raw')
        for (const { url, title } of target.sourceTitles?.(part.rawValue) ?? []) titles.set(url, title);
      else if (part.type === 'source' && part.sourceType === 'url') {
        const title = part.title ?? titles.get(part.url);
        out = accumulator.source({ url: part.url, ...(title ? { title } : {}) });
      } else if (part.type === 'error') failure ??= part.error;
      else if (part.type === 'finish') finish = { reason: part.finishReason, raw: part.rawFinishReason };
      if (out) {
        // Only the upstream's silence counts, not the time a slow consumer takes per part.
        dog.stop();
        yield out;
        dog.reset();
      }
    }
    drained = true;
  } catch (error) {
    failure ??= error;
  } finally {
    dog.stop();
    request.signal?.removeEventListener('abort', onCallerAbort);
    // The consumer stopped reading early (break/return): close the upstream connection.
    if (!drained) upstream.abort();
  }

  const result = accumulator.result();
  if (stalled) yield { type: 'error', error: new ModelError('timeout', { provider: options.provider }), result };
  else if (request.signal?.aborted) yield { type: 'finish', reason: 'aborted', result };
  else if (failure !== undefined) yield { type: 'error', error: toModelError(failure, options.provider), result };
  else if (!finish || isCutShort(finish)) {
    yield {
      type: 'error',
      error: new ModelError('disconnected', {
        provider: options.provider,
        upstreamMessage: 'stream ended without a finish reason',
      }),
      result,
    };
  } else yield { type: 'finish', reason: ourReason(finish.reason), result };
}

/**
 * A body that ends cleanly but before the provider's closing event (no finish reason, no
 * [DONE]) is a dropped connection behind a proxy, not a complete answer. The SDK says so
 * itself (`interrupted`) for most providers; the chat-completions ones end with `other`
 * and no raw reason.
 */
function isCutShort(finish: { reason: SdkFinishReason; raw: string | undefined }): boolean {
  if (finish.reason === 'interrupted') return true;
  return finish.raw === undefined && (finish.reason === 'other' || finish.reason === 'error');
}

function ourReason(reason: SdkFinishReason): FinishReason {
  if (reason === 'stop' || reason === 'length') return reason;
  if (reason === 'content-filter') return 'content_filter';
  return 'other';
}
