import { ModelError, toModelError } from '../errors.ts';
import { toSdkPrompt } from '../prompt.ts';
import type { FinishReason, StreamPart, StreamRequest } from '../types.ts';
import { StreamAccumulator } from './accumulator.ts';
import { openChatCompletions, type ChatCompletionsEndpoint } from './direct/chat-completions-call.ts';
import { openWithRetries, type CallOptions, type ProviderModel, type ProviderPart } from './model-call.ts';
import { watchdog } from './watchdog.ts';

/** What a provider adapter hands over: an AI SDK model plus the options that model needs. */
export type SdkTarget = {
  model: ProviderModel;
  providerOptions?: CallOptions['providerOptions'];
  vision: boolean;
  /** Used when the request sets none (Anthropic requires one; the SDK guesses for unknown models). */
  maxOutputTokens?: number;
  /**
   * Reads source titles from the provider's raw chunks, for providers whose SDK package
   * passes on only urls (Perplexity's `search_results`). Raw chunks arrive before the
   * source parts made from them.
   */
  sourceTitles?: (rawChunk: unknown) => { url: string; title: string }[];
  /**
   * Set where the model speaks plain chat-completions (OpenAI-compatible servers, MiniMax,
   * Qianfan): its answer is then read off the socket (direct/), not through the SDK's stream.
   */
  direct?: ChatCompletionsEndpoint;
};

export type SdkStreamOptions = {
  provider: string;
  stallMs: number;
  maxRetries: number;
  /** Hears each failed call (the server's upstream-error metric); the caller's own abort is not one. */
  onError?: (error: ModelError) => void;
};

/** The provider's finish reason: its unified verdict and what the provider itself said. */
type Finish = Extract<ProviderPart, { type: 'finish' }>['finishReason'];

/**
 * Runs one call through the AI SDK's provider model and turns its stream into our parts. Upstream
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
  let finish: Finish | undefined;
  let parts: AsyncIterator<ProviderPart> | undefined;
  let drained = false;
  try {
    for (const source of prompt.contextSources) {
      const part = accumulator.source(source);
      if (part) yield part;
    }
    dog.reset();
    const call: CallOptions = {
      prompt: prompt.messages,
      providerOptions: target.providerOptions,
      maxOutputTokens: request.maxOutputTokens ?? target.maxOutputTokens,
      temperature: request.temperature,
      includeRawChunks: Boolean(target.sourceTitles),
      abortSignal: upstream.signal,
    };
    const direct = target.direct;
    const open = direct
      ? () => openChatCompletions(direct, call)
      : async () => (await target.model.doStream(call)).stream;
    parts = (await openWithRetries(open, upstream.signal, options.maxRetries))[Symbol.asyncIterator]();
    const titles = new Map<string, string>();
    for (let read = await parts.next(); !read.done; read = await parts.next()) {
      const part = read.value;
      dog.reset();
      let out: StreamPart | null = null;
      if (part.type === 'text-delta') out = accumulator.delta('text', part.delta);
      else if (part.type === 'reasoning-delta') out = accumulator.delta('reasoning', part.delta);
      else if (part.type === 'raw')
        for (const { url, title } of target.sourceTitles?.(part.rawValue) ?? []) titles.set(url, title);
      else if (part.type === 'source' && part.sourceType === 'url') {
        const title = part.title ?? titles.get(part.url);
        out = accumulator.source({ url: part.url, ...(title ? { title } : {}) });
      } else if (part.type === 'error') failure ??= part.error;
      else if (part.type === 'finish') finish = part.finishReason;
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
    dog.end();
    request.signal?.removeEventListener('abort', onCallerAbort);
    // The consumer stopped reading early (break/return): close the upstream connection.
    if (!drained) {
      upstream.abort();
      parts?.return?.().catch(() => {});
    }
  }

  const result = accumulator.result();
  const failed = (error: ModelError): StreamPart => {
    options.onError?.(error);
    return { type: 'error', error, result };
  };
  if (stalled) yield failed(new ModelError('timeout', { provider: options.provider }));
  else if (request.signal?.aborted) yield { type: 'finish', reason: 'aborted', result };
  else if (failure !== undefined) yield failed(toModelError(failure, options.provider));
  else if (!finish || isCutShort(finish)) {
    yield failed(
      new ModelError('disconnected', {
        provider: options.provider,
        upstreamMessage: 'stream ended without a finish reason',
      }),
    );
  } else yield { type: 'finish', reason: ourReason(finish.unified), result };
}

/**
 * A body that ends cleanly but before the provider's closing event (no finish reason, no
 * [DONE]) is a dropped connection behind a proxy, not a complete answer. Most providers say so
 * themselves (`interrupted`); the chat-completions ones end with `other` and no raw reason.
 */
function isCutShort(finish: Finish): boolean {
  if ((finish.unified as string) === 'interrupted') return true;
  return finish.raw === undefined && (finish.unified === 'other' || finish.unified === 'error');
}

function ourReason(reason: Finish['unified']): FinishReason {
  if (reason === 'stop' || reason === 'length') return reason;
  if (reason === 'content-filter') return 'content_filter';
  return 'other';
}
