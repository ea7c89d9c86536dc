import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth, type UserInfo } from '../stores/auth.ts';
import { useSettings } from '../stores/settings.ts';
import { userInfo } from '@/test/user-info.ts';
import { recordActivation } from './activation.ts';
import { signOut } from './sign-out.ts';
import { signIn } from './user.ts';

const fetchMock = vi.fn<typeof fetch>();
const answer = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: 'ok', data }));
const call = (index: number) => {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useAuth.getState().clear();
  useSettings.getState().reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('session', () => {
  it('signIn keeps the token, loads the user and remembers whether custom instructions are set', async () => {
    const user = userInfo({ nickname: 'Ada', cliUserId: 'c1', tableId: 3 });
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('getUserSetting') ? answer({ useCustomer: true, customer: 'Be brief.' }) : answer(user),
    );
    await signIn('tok-1');
    expect(useAuth.getState()).toMatchObject({ token: 'tok-1', user: { nickname: 'Ada' } });
    expect(call(0).url).toBe('/api/cli/user/v1/get');
    expect(call(0).headers.get('authorization')).toBe('Bearer tok-1');
    await vi.waitFor(() => expect(useSettings.getState().config.setCustomInstrunctions).toBe(true));
  });

  it('signOut clears the session at once and revokes the token on the server', async () => {
    useAuth.getState().setSession('tok-2', { nickname: 'Ada' } as UserInfo);
    fetchMock.mockResolvedValue(answer(null));
    const done = signOut();
    expect(useAuth.getState().token).toBeNull();
    await done;
    expect(call(0).url).toBe('/api/login/v1/logout');
    expect(call(0).init.method).toBe('POST');
    expect(call(0).headers.get('authorization')).toBe('Bearer tok-2');
  });

  it('records one client activation with a JSON body', () => {
    fetchMock.mockResolvedValue(answer(null));
    recordActivation('en');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(call(0).url).toBe('/api/cli/activated/v1/activated');
    expect(call(0).headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(call(0).init.body))).toMatchObject({
      app: 'inkstone-web',
      version: 'v1.0',
      language: 'en',
    });
  });
});
