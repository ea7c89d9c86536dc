import { API_BASE } from '@inkstone/contract/envelope';
import { Limits } from '@inkstone/contract/limits';
import { formBody, searchParams, type FormFields, type Scalar } from './body.ts';
import { openEnvelope, settleFailure } from './core.ts';
import { appEvents } from '../session/events.ts';
import { takeEarlyAnswer } from './early.ts';
import { ApiError } from './errors.ts';
import { commonHeaders } from './headers.ts';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, Scalar>;
  /** JSON body. */
  json?: unknown;
  /** Form-encoded body (multipart when a field is a file). */
  form?: FormFields;
  /** Skip the toast; the caller shows its own message (SPEC §8 "unless the call opts out"). */
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra headers, e.g. the token of a session that is being ended. */
  headers?: Record<string, string>;
};

/**
 * Calls `/api/<path>` and resolves with the envelope's `data`, or rejects with an ApiError. The
 * transport under `call` (call.ts), which features use: there the path and the answer's type come
 * from the contract's route table.
 */
export async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  try {
    return await send(path, options);
  } catch (caught) {
    const error = caught instanceof ApiError ? caught : new ApiError('network', String(caught));
    // SPEC §8's error event: envelope refusals are recorded by the server, which sent them.
    if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'invalid') {
      appEvents.emit('clientError', { name: 'network_error', code: error.kind, route: path.replace(/^\//, '') });
    }
    throw settleFailure(error, options);
  }
}

async function send(path: string, options: RequestOptions): Promise<unknown> {
  const headers = { ...commonHeaders(), ...options.headers };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = formBody(options.form);
  }
  const query = options.query ? `?${searchParams(options.query).toString()}` : '';
  const url = `${API_BASE}/${path.replace(/^\//, '')}${query}`;
  const method = options.method ?? (body ? 'POST' : 'GET');

  // Our own controller so the timeout works with fake timers and any caller signal.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? Limits.httpTimeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  try {
    let response: Response;
    try {
      const send = () => fetch(url, { method, headers, body, signal: controller.signal });
      // The boot script may have sent this very call already (a first load's list): its answer, once
      // there, unless the call is given up meanwhile; sent again should that early one have failed.
      const early = takeEarlyAnswer({ method, url, body, headers });
      response = await (early ? untilAborted(early.catch(send), controller.signal) : send());
    } catch (caught) {
      if (timedOut) throw new ApiError('timeout', 'timeout');
      if (controller.signal.aborted) throw new ApiError('aborted', 'aborted');
      throw new ApiError('network', caught instanceof Error ? caught.message : String(caught));
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (timedOut) throw new ApiError('timeout', 'timeout');
    // Aborted while the answer was read (a list asked again before its last answer finished):
    // the body is cut short, which is the caller's doing, not a broken answer.
    if (controller.signal.aborted) throw new ApiError('aborted', 'aborted');
    return openEnvelope(response.status, payload);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** `promise`, or a rejection as soon as `signal` aborts (an early answer has no signal of its own). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
