import { expect, type APIRequestContext, type Page } from '@playwright/test';

type Envelope<T> = { code: number; msg: string; data: T };
export type TestUser = { email: string; password: string; token: string; user: Record<string, unknown> };

let counter = 0;
const uniqueEmail = () => `e2e.${Date.now().toString(36)}.${process.pid}.${counter++}@example.com`;

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/**
 * A new, verified account made through the API (email signup, the code from the dev outbox,
 * verification), as a person would through the login dialog.
 */
export async function signUp(
  request: APIRequestContext,
  email = uniqueEmail(),
  password = 'secret123',
): Promise<TestUser> {
  await data(await request.post('/api/cli/user/v1/regedit/email', { form: { email, password, agree: '1' } }));
  const [message] = await data<{ code: string | null }[]>(
    await request.get('/api/dev/outbox', { params: { to: email } }),
  );
  expect(message?.code, `no code in the outbox for ${email}`).toBeTruthy();
  const { token } = await data<{ token: string }>(
    await request.post('/api/cli/user/v1/verifyEmail', { form: { email, emailCaptcha: message!.code! } }),
  );
  const user = await data<Record<string, unknown>>(
    await request.get('/api/cli/user/v1/get', { headers: { authorization: `Bearer ${token}` } }),
  );
  return { email, password, token, user };
}

/** Puts the session where the web app keeps it (the auth store's localStorage shape) before any page loads. */
export async function signInAs(
  page: Page,
  account: TestUser,
  options: { language?: 'zh_CN' | 'en' } = {},
): Promise<void> {
  await page.addInitScript(
    ({ token, user, language }) => {
      // Only the first load: later reloads keep whatever the app has stored since.
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem('inkstone.auth', JSON.stringify({ state: { token, user }, version: 0 }));
      if (language) localStorage.setItem('inkstone.language', JSON.stringify({ state: { language }, version: 0 }));
    },
    { token: account.token, user: account.user, language: options.language },
  );
}

/** A signed-up user who is already signed in on `page`. */
export async function newSignedInUser(page: Page, options: { language?: 'zh_CN' | 'en' } = {}): Promise<TestUser> {
  const account = await signUp(page.request);
  await signInAs(page, account, options);
  return account;
}
