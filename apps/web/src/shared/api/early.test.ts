import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../stores/auth.ts';
import { useLanguage } from '../stores/language.ts';
import { request } from './client.ts';
import { EARLY_GLOBAL, type EarlyAnswer } from './early.ts';
import { ApiError } from './errors.ts';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
const BODY = JSON.stringify({ scope: 'mine', current: 1, size: 24 });

/** The headers the client sends for the list call, in the boot script's order. */
const headersFor = (token: string) => ({
  'x-app-code': 'inkstone-web',
  'x-api-version': 'v1',
  'accept-language': 'en',
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

/** What the boot script leaves after sending the home page's list call with `token`. */
function bootSent(token: string, response: Promise<Response>) {
  const answer: EarlyAnswer = {
    method: 'POST',
    url: '/api/cli/notebook/v1/page',
    body: BODY,
    headers: headersFor(token),
    response,
  };
  (window as unknown as Record<string, EarlyAnswer[]>)[EARLY_GLOBAL] = [answer];
}
const listCall = (signal?: AbortSignal) =>
  request('cli/notebook/v1/page', { method: 'POST', json: { scope: 'mine', current: 1, size: 24 }, signal });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useAuth.getState().setSession('tok-1');
  useLanguage.setState({ language: 'en' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  Reflect.deleteProperty(window, EARLY_GLOBAL);
  useAuth.getState().clear();
});

describe('a call the boot script already sent', () => {
  it('takes its answer instead of sending the call, once', async () => {
    bootSent('tok-1', Promise.resolve(envelope({ records: ['early'] })));
    await expect(listCall()).resolves.toEqual({ records: ['early'] });
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(envelope({ records: ['sent'] }));
    await expect(listCall()).resolves.toEqual({ records: ['sent'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not taken for another reader, another body or another language', async () => {
    fetchMock.mockImplementation(async () => envelope({ records: ['sent'] }));
    bootSent('tok-other', Promise.resolve(envelope({ records: ['someone else'] })));
    await expect(listCall()).resolves.toEqual({ records: ['sent'] });

    bootSent('tok-1', Promise.resolve(envelope({ records: ['early'] })));
    await expect(
      request('cli/notebook/v1/page', { method: 'POST', json: { scope: 'shared', current: 1, size: 24 } }),
    ).resolves.toEqual({ records: ['sent'] });

    useLanguage.setState({ language: 'zh_CN' });
    await expect(listCall()).resolves.toEqual({ records: ['sent'] });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('is sent again when the early one failed, and gives up when the caller does', async () => {
    fetchMock.mockResolvedValue(envelope({ records: ['sent'] }));
    bootSent('tok-1', Promise.reject(new TypeError('Failed to fetch')));
    await expect(listCall()).resolves.toEqual({ records: ['sent'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    bootSent('tok-1', new Promise<Response>(() => {}));
    const controller = new AbortController();
    const asked = listCall(controller.signal);
    controller.abort();
    await expect(asked).rejects.toEqual(expect.objectContaining({ kind: 'aborted' }));
    await expect(asked).rejects.toBeInstanceOf(ApiError);
  });
});
