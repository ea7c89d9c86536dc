import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sseText, streamResponse } from '@/test/sse.ts';
import { useAuth } from '../stores/auth.ts';
import { useDialogs } from '../stores/dialogs.ts';
import { setToaster } from '../ui/toast.ts';
import { postSse, SseError } from './post-sse.ts';

const toaster = { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() };
const fetchMock = vi.fn<typeof fetch>();

const frames = [
  { code: 200, end: false, data: { type: 'start', msgId: 'm1' } },
  { code: 200, end: false, data: { type: 'text', content: 'Hel' } },
  { code: 200, end: false, data: { type: 'text', content: 'lo' } },
  { code: 200, end: true, data: { type: 'done' } },
];

const failure = async (promise: Promise<unknown>) => {
  const caught = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(SseError);
  return caught as SseError;
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToaster(toaster);
  useAuth.getState().clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  for (const fn of Object.values(toaster)) fn.mockReset();
  setToaster(null);
  useDialogs.setState({ plans: null });
});

describe('postSse', () => {
  it('posts JSON with the API headers and hands over every message until the end', async () => {
    useAuth.getState().setSession('tok');
    fetchMock.mockResolvedValue(streamResponse([sseText(frames.slice(0, 2)), sseText(frames.slice(2))]));
    const seen: unknown[] = [];
    await postSse('cli/chatgpt/v1/ssePost', { prompt: 'hi' }, { onMessage: (message) => seen.push(message) });
    expect(seen).toEqual(frames);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/cli/chatgpt/v1/ssePost');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('x-app-code')).toBe('inkstone-web');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ prompt: 'hi' });
  });

  it('stops reading after the end message, even if the body stays open', async () => {
    fetchMock.mockResolvedValue(streamResponse([sseText(frames)], { end: false }));
    const seen: unknown[] = [];
    await postSse('x', {}, { onMessage: (message) => seen.push(message) });
    expect(seen).toHaveLength(4);
  });

  it('treats a refusal before streaming as the API client does: toast, upgrade path, no stream', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 402, msg: 'Daily limit reached', type: 'WARN', data: { upgrade: 'qa' } }, 402),
    );
    const error = await failure(postSse('x', {}, { onMessage: () => undefined }));
    expect(error.kind).toBe('refused');
    expect(error.apiError?.code).toBe(402);
    expect(toaster.warning).toHaveBeenCalledWith(expect.objectContaining({ content: 'Daily limit reached' }));
    expect(useDialogs.getState().plans).toEqual({ focus: 'qa', limitReached: true });
  });

  it('signs out on a 401 refusal', async () => {
    useAuth.getState().setSession('tok');
    fetchMock.mockResolvedValue(jsonResponse({ code: 401, msg: 'please log in first' }, 401));
    expect((await failure(postSse('x', {}, { onMessage: () => undefined }))).kind).toBe('refused');
    expect(useAuth.getState().token).toBeNull();
  });

  it('calls HTTP 500 on open, or no answer at all, an open failure (no toast: the chat shows it)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 500, msg: 'boom' }, 500));
    expect((await failure(postSse('x', {}, { onMessage: () => undefined }))).kind).toBe('open');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await failure(postSse('x', {}, { onMessage: () => undefined }))).kind).toBe('open');
    expect(toaster.error).not.toHaveBeenCalled();
  });

  it('calls a broken body, or one that ends without an end message, a network failure', async () => {
    const seen: unknown[] = [];
    fetchMock.mockResolvedValueOnce(streamResponse([sseText(frames.slice(0, 2)), { wait: 5 }, { fail: 'reset' }]));
    expect((await failure(postSse('x', {}, { onMessage: (message) => seen.push(message) }))).kind).toBe('network');
    expect(seen).toHaveLength(2);
    fetchMock.mockResolvedValueOnce(streamResponse([sseText(frames.slice(0, 2))]));
    expect((await failure(postSse('x', {}, { onMessage: () => undefined }))).kind).toBe('network');
  });

  it('times out after the inactivity window without data, each message resetting it', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation((_url, init) => {
      const steps = [
        sseText(frames.slice(0, 1)),
        { wait: 900 },
        sseText(frames.slice(1, 2)),
        { wait: 900 },
        sseText(frames.slice(2, 3)),
      ];
      return Promise.resolve(streamResponse(steps, { end: false, signal: init?.signal }));
    });
    const seen: unknown[] = [];
    const result = failure(postSse('x', {}, { onMessage: (message) => seen.push(message), inactivityMs: 1000 }));
    await vi.advanceTimersByTimeAsync(1900);
    // 900 ms gaps never reach the 1000 ms window: all three messages came.
    expect(seen).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect((await result).kind).toBe('timeout');
  });

  it('reports the caller’s abort as aborted', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const result = failure(postSse('x', {}, { onMessage: () => undefined, signal: controller.signal }));
    controller.abort();
    expect((await result).kind).toBe('aborted');
  });
});
