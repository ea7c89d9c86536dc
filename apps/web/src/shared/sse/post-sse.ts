import { API_BASE } from '@inkstone/contract/envelope';
import { Limits } from '@inkstone/contract/limits';
import { commonHeaders } from '../api/headers.ts';
import { openEnvelope, settleFailure } from '../api/core.ts';
import { ApiError } from '../api/errors.ts';
import { appEvents } from '../session/events.ts';
import { createSseParser } from './parser.ts';

/**
 * Why a stream failed (SPEC §8 stream errors):
 * - `refused`: the server said no before streaming, with an ordinary envelope (400, 402, 404…);
 *   it has been shown by the API client's toast rules already, `apiError` holds it;
 * - `open`: HTTP 500 (or no answer at all) when opening;
 * - `network`: the body broke off, or ended without a frame saying `end: true`;
 * - `timeout`: nothing arrived for the inactivity window (120 s, reset by every message);
 * - `aborted`: the caller's signal.
 */
export type SseFailure = 'refused' | 'open' | 'network' | 'timeout' | 'aborted';

export class SseError extends Error {
  constructor(
    readonly kind: SseFailure,
    message: string,
    readonly apiError: ApiError | null = null,
  ) {
    super(message);
    this.name = 'SseError';
  }
}

export type SseOptions = {
  /** Every parsed `data:` JSON message, in order. */
  onMessage: (message: unknown) => void;
  signal?: AbortSignal;
  inactivityMs?: number;
  /** Skip the toast of a refusal; the caller shows its own message. */
  silent?: boolean;
  /** GET: a stream read again (sseResume), with its query in the path and no body. */
  method?: 'GET' | 'POST';
};

const isEnd = (message: unknown) =>
  typeof message === 'object' && message !== null && (message as { end?: unknown }).end === true;

/**
 * POSTs JSON to `/api/<path>` (or GETs it, `method`) and reads the server-sent events it answers
 * with, sending the same headers as the API client. Resolves once a message with `end: true` arrived; rejects
 * with an SseError otherwise (SPEC §4 Streaming, §8).
 */
export async function postSse(path: string, json: unknown, options: SseOptions): Promise<void> {
  const controller = new AbortController();
  const inactivityMs = options.inactivityMs ?? Limits.streamInactivityMs;
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, inactivityMs);
  };
  const onCallerAbort = () => controller.abort();
  if (options.signal?.aborted) throw new SseError('aborted', 'aborted');
  options.signal?.addEventListener('abort', onCallerAbort);
  const failure = (fallback: 'open' | 'network', message: string) =>
    timedOut
      ? new SseError('timeout', 'timeout')
      : options.signal?.aborted
        ? new SseError('aborted', 'aborted')
        : new SseError(fallback, message);

  arm();
  try {
    let response: Response;
    try {
      const get = options.method === 'GET';
      response = await fetch(`${API_BASE}/${path.replace(/^\//, '')}`, {
        method: options.method ?? 'POST',
        headers: {
          ...commonHeaders(),
          ...(get ? {} : { 'content-type': 'application/json' }),
          accept: 'text/event-stream',
        },
        body: get ? undefined : JSON.stringify(json),
        signal: controller.signal,
      });
    } catch (caught) {
      throw failure('open', String(caught));
    }

    const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    if (!response.ok || !isStream || !response.body) throw await refusal(response, options.silent ?? false);

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let ended = false;
    const parser = createSseParser((data) => {
      if (ended) return;
      arm();
      let message: unknown;
      try {
        message = JSON.parse(data);
      } catch {
        return; // not one of ours (a keep-alive, a proxy's note): skip it
      }
      options.onMessage(message);
      if (isEnd(message)) ended = true;
    });

    while (!ended) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (caught) {
        throw failure('network', String(caught));
      }
      if (chunk.done) {
        parser.push(decoder.decode());
        parser.end();
        if (!ended) throw failure('network', 'stream closed before its end');
        break;
      }
      parser.push(decoder.decode(chunk.value, { stream: true }));
    }
    // The server closes after the end frame; let go of the connection either way.
    void reader.cancel().catch(() => undefined);
  } catch (caught) {
    // SPEC §8's error event for a broken stream; a refusal was the server's answer, and it records those.
    if (
      caught instanceof SseError &&
      (caught.kind === 'open' || caught.kind === 'network' || caught.kind === 'timeout')
    )
      appEvents.emit('clientError', { name: 'stream_error', code: caught.kind, route: path.replace(/^\//, '') });
    throw caught;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** A stream that did not open: an envelope refusal is shown like any API error. */
async function refusal(response: Response, silent: boolean): Promise<SseError> {
  const payload: unknown = await response.json().catch(() => undefined);
  const opening = new SseError('open', `HTTP ${response.status}`);
  if (response.status >= 500) return opening;
  try {
    openEnvelope(response.status, payload);
  } catch (caught) {
    // Only a real envelope refusal is the server saying no; anything else failed to open.
    if (!(caught instanceof ApiError) || caught.kind !== 'envelope') return opening;
    return new SseError('refused', caught.message, settleFailure(caught, { silent }));
  }
  return opening;
}
