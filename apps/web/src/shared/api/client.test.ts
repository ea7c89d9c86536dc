import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appEvents } from '../session/events.ts';
import { useAuth, type UserInfo } from '../stores/auth.ts';
import { useLanguage } from '../stores/language.ts';
import { setToaster } from '../ui/toast.ts';
import { request } from './client.ts';
import { ApiError } from './errors.ts';

const toaster = { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() };
const fetchMock = vi.fn<typeof fetch>();

const envelope = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToaster(toaster);
  useAuth.getState().clear();
  useLanguage.setState({ language: 'en' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  for (const fn of Object.values(toaster)) fn.mockReset();
  setToaster(null);
});

describe('API client: requests', () => {
  it('sends the app code, version and language headers, and the token when present', async () => {
    fetchMock.mockResolvedValue(envelope({ code: 200, msg: 'ok', data: 1 }));
    await request('cli/config/v1/get');
    let { headers } = lastCall();
    expect(lastCall().url).toBe('/api/cli/config/v1/get');
    expect(headers.get('x-app-code')).toBe('inkstone-web');
    expect(headers.get('x-api-version')).toBe('v1');
    expect(headers.get('accept-language')).toBe('en');
    expect(headers.has('authorization')).toBe(false);

    useAuth.getState().setSession('tok-123');
    useLanguage.setState({ language: 'zh_CN' });
    fetchMock.mockResolvedValue(envelope({ code: 200, msg: 'ok', data: 1 }));
    await request('cli/user/v1/get');
    ({ headers } = lastCall());
    expect(headers.get('authorization')).toBe('Bearer tok-123');
    expect(headers.get('accept-language')).toBe('zh-CN');
  });

  it('resolves with the envelope data', async () => {
    fetchMock.mockResolvedValue(envelope({ code: 200, msg: 'success', data: { a: 1 } }));
    await expect(request('x', { query: { page: 2, skip: undefined } })).resolves.toEqual({ a: 1 });
    expect(lastCall().url).toBe('/api/x?page=2');
  });

  it('form-encodes form bodies and JSON-encodes JSON bodies', async () => {
    fetchMock.mockImplementation(async () => envelope({ code: 200, msg: 'ok', data: null }));
    await request('login/v1/email', {
      method: 'POST',
      form: { email: 'a@b.co', password: 'pass word1', inviteId: null },
    });
    let { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(String(init.body)).toBe('email=a%40b.co&password=pass+word1');
    expect(headers.has('content-type')).toBe(false);

    await request('cli/user/setting/v1/setUseCustomer', {
      method: 'POST',
      json: { useCustomer: true, customer: 'hi' },
    });
    ({ init, headers } = lastCall());
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"useCustomer":true,"customer":"hi"}');
  });

  it('sends multipart when a form field is a file', async () => {
    fetchMock.mockResolvedValue(envelope({ code: 200, msg: 'ok', data: null }));
    await request('cli/file/v1/upload', { method: 'POST', form: { file: new Blob(['x']), filePurpose: 'mj' } });
    expect(lastCall().init.body).toBeInstanceOf(FormData);
  });
});

describe('API client: failures (SPEC §8)', () => {
  it('shows the server message as an error toast for 5 s and rejects', async () => {
    fetchMock.mockResolvedValue(envelope({ code: 400, msg: 'Value is required' }, 400));
    const error = await request('x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'envelope', code: 400, message: 'Value is required' });
    expect(toaster.error).toHaveBeenCalledWith({ content: 'Value is required', duration: 5 });
    expect(toaster.warning).not.toHaveBeenCalled();
  });

  it('shows a warning toast when the type is WARN', async () => {
    fetchMock.mockResolvedValue(envelope({ code: 429, msg: 'Queue is full', type: 'WARN' }));
    await expect(request('x')).rejects.toMatchObject({ code: 429, type: 'WARN' });
    expect(toaster.warning).toHaveBeenCalledWith({ content: 'Queue is full', duration: 5 });
    expect(toaster.error).not.toHaveBeenCalled();
  });

  it('lets a call opt out of the toast', async () => {
    fetchMock.mockResolvedValue(envelope({ code: 500, msg: 'boom' }));
    await expect(request('x', { silent: true })).rejects.toMatchObject({ code: 500 });
    expect(toaster.error).not.toHaveBeenCalled();
  });

  it('logs out on 401: token and user cleared, logout event emitted', async () => {
    useAuth.getState().setSession('expired', { cliUserId: 'u1', tableId: 1 } as UserInfo);
    const onLogout = vi.fn();
    appEvents.on('logout', onLogout);
    fetchMock.mockResolvedValue(envelope({ code: 401, msg: 'please log in first' }, 401));
    await expect(request('cli/user/v1/get')).rejects.toMatchObject({ code: 401 });
    expect(useAuth.getState()).toMatchObject({ token: null, user: null });
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(toaster.error).toHaveBeenCalledWith({ content: 'please log in first', duration: 5 });
    appEvents.off('logout', onLogout);
  });

  it('keeps the session on other errors', async () => {
    useAuth.getState().setSession('fine');
    fetchMock.mockResolvedValue(envelope({ code: 403, msg: 'no' }, 403));
    await expect(request('x')).rejects.toBeInstanceOf(ApiError);
    expect(useAuth.getState().token).toBe('fine');
  });

  it('shows the connection-error text when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('x')).rejects.toMatchObject({ kind: 'network' });
    expect(toaster.error).toHaveBeenCalledWith({ content: 'Connection error, please try again later!', duration: 5 });
  });

  it('shows a server-error text when the answer is not an envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(request('x')).rejects.toMatchObject({ kind: 'invalid' });
    expect(toaster.error).toHaveBeenCalledWith({
      content: 'Something went wrong on our side, please try again later',
      duration: 5,
    });
  });

  it('times out after 500000 ms with the timeout text', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = request('slow').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(499_999);
    expect(toaster.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout' });
    expect(toaster.error).toHaveBeenCalledWith({
      content: 'Connection timed out, please try again later!',
      duration: 5,
    });
  });

  it('stays quiet when the caller aborts', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = request('x', { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'aborted' });
    expect(toaster.error).not.toHaveBeenCalled();
  });

  it('stays quiet when the caller aborts while the answer is read', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(async (_url, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('{"code":200,"data":'));
          init?.signal?.addEventListener('abort', () => stream.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const pending = request('x', { signal: controller.signal }).catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await Promise.resolve();
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'aborted' });
    expect(toaster.error).not.toHaveBeenCalled();
  });
});
