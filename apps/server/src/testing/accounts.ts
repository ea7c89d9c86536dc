import { json } from './json.ts';
import type { TestApp } from './harness.ts';

/** Calls the API form-encoded, as the web client's login area does. */
export async function postForm(
  t: TestApp,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, body: await json(response) };
}

export async function postJson(t: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await json(response) };
}

export async function getJson(t: TestApp, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${path}`, { headers });
  return { status: response.status, body: await json(response) };
}

/** The latest code the outbox holds for an email address or phone number. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const { body } = await getJson(t, `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const code = body.data?.[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

let counter = 0;
export const uniqueEmail = () => `person${Date.now()}${counter++}@example.com`;
export const uniqueMobile = () => `139${String(Date.now()).slice(-6)}${String(counter++ % 100).padStart(2, '0')}`;

/** Signs a new person up by email and verifies them; returns their token. */
export async function signUpByEmail(
  t: TestApp,
  email = uniqueEmail(),
  password = 'secret123',
  extra: Record<string, string> = {},
) {
  await postForm(t, '/api/cli/user/v1/regedit/email', { email, password, agree: '1', ...extra });
  const verified = await postForm(t, '/api/cli/user/v1/verifyEmail', {
    email,
    emailCaptcha: await latestCode(t, email),
    ...extra,
  });
  return { email, password, token: verified.body.data.token as string };
}
