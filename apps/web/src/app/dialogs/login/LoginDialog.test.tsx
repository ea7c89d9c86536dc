import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth, type UserInfo } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { useLanguage } from '@/shared/stores/language.ts';
import { pageHeading, renderApp } from '@/test/render-app.tsx';
import { userInfo } from '@/test/user-info.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  useDialogs.setState({ login: false });
  useLanguage.setState({ language: 'en' });
});

const open = async () => {
  act(() => useDialogs.getState().openLogin());
  // The dialog's code loads lazily: on a busy machine that takes longer than findBy's 1 s default.
  return screen.findByTestId('login-dialog', {}, { timeout: 5_000 });
};

describe('login dialog', () => {
  it('opens on email in English, switches modes, and starts over on the next opening', async () => {
    renderApp('/notebook');
    await pageHeading('Agent Studio');
    const dialog = await open();
    expect(dialog.dataset.mode).toBe('2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(screen.getByTestId('login-dialog').dataset.mode).toBe('6');
    expect(screen.getByText('Sign up with your email address and a password of 8-16 characters.')).toBeTruthy();

    act(() => useDialogs.getState().close('login'));
    await open();
    await waitFor(() => expect(screen.getByTestId('login-dialog').dataset.mode).toBe('2'));
  });

  it('opens on phone sign-in for zh_CN and links the Chinese documents', async () => {
    useLanguage.setState({ language: 'zh_CN' });
    renderApp('/notebook');
    const dialog = await open();
    expect(dialog.dataset.mode).toBe('1');
    expect(within(dialog).getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe(
      '/legal/terms.zh_CN.html',
    );
  });

  it('opens on signup when the address carries an invite', async () => {
    renderApp('/notebook?invite=abc');
    const dialog = await open();
    expect(dialog.dataset.mode).toBe('6');
  });
});

type Route = (url: URL, init?: RequestInit) => unknown;
/** Answers each API path with an envelope; anything unlisted gets the client config. */
function serve(routes: Record<string, Route>) {
  const calls: { path: string; body: string }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    calls.push({ path, body: init?.body ? String(init.body) : url.search });
    const route = routes[path];
    const data = route
      ? route(url, init)
      : { edition: 'global', demoMode: false, version: '1.0.0', recordNumber: null, contactEmail: null };
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('login dialog forms', () => {
  afterEach(() => useAuth.getState().clear());

  const emailFormGate =
    'keeps submit disabled until the email form is valid, and sends an unverified address to verification';
  it(emailFormGate, async () => {
    renderApp('/notebook');
    await pageHeading('Agent Studio');
    const calls = serve({
      'login/v1/email': () => ({ validationEmail: false, token: '', email: 'ada@example.com' }),
      'cli/user/v1/sendEmailVerificationCode': () => ({ seconds: 60 }),
    });
    const dialog = await open();
    const submit = within(dialog).getByTestId('login-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Email address'), { target: { value: 'ada@example' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret123' } });
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);

    await waitFor(() => expect(screen.getByTestId('login-dialog').dataset.mode).toBe('4'));
    expect(screen.getByTestId('verify-email-address').textContent).toContain('ada@example.com');
    // Verification sends its code as soon as it opens.
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('cli/user/v1/sendEmailVerificationCode'));
    expect(calls.find((call) => call.path === 'cli/user/v1/sendEmailVerificationCode')?.body).toBe(
      'email=ada%40example.com',
    );
    expect(useAuth.getState().token).toBeNull();
  });

  it('signs in by phone with registerIfNew and the stored invite, then loads the user', async () => {
    localStorage.setItem('inkstone.inviteId', 'friend-7');
    useLanguage.setState({ language: 'zh_CN' });
    renderApp('/notebook');
    const calls = serve({
      'login/v1/mobile': () => ({ token: 'tok-9' }),
      'cli/user/v1/get': () =>
        userInfo({ nickname: 'User0001', avatar: '', cliUserId: 'c1', tableId: 9, inviteId: 'ME', hasPassword: false }),
      'cli/user/setting/v1/getUserSetting': () => ({ useCustomer: false, customer: '' }),
    });
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '13900000001' } });
    fireEvent.change(within(dialog).getByLabelText('4 位短信验证码'), { target: { value: '1234' } });
    const submit = within(dialog).getByTestId('login-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(useAuth.getState().user?.nickname).toBe('User0001'));
    const body = new URLSearchParams(calls.find((call) => call.path === 'login/v1/mobile')?.body);
    expect(Object.fromEntries(body)).toEqual({
      mobile: '13900000001',
      countryCode: '86',
      smsCaptcha: '1234',
      registerIfNew: '1',
      inviteId: 'friend-7',
    });
    expect(useAuth.getState().token).toBe('tok-9');
    await waitFor(() => expect(useDialogs.getState().login).toBe(false));
  });

  it('shows who is signed in instead of the forms, and signs out', async () => {
    useAuth.getState().setSession('tok-1', {
      nickname: 'Ada',
      email: 'ada@example.com',
      mobile: null,
      isChatgptVip: false,
    } as UserInfo);
    renderApp('/notebook');
    await pageHeading('Agent Studio');
    const calls = serve({ 'login/v1/logout': () => null });
    const dialog = await open();
    expect(dialog.dataset.mode).toBe('profile');
    expect(within(dialog).getByTestId('profile-nickname').textContent).toBe('Ada');
    expect(within(dialog).queryByTestId('login-submit')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /Sign out/ }));
    expect(useAuth.getState().token).toBeNull();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('login/v1/logout'));
  });
});
