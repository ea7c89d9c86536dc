import { expect } from 'vitest';
import { formatMessage, type MessageKey } from '@inkstone/contract/messages';
import {
  DEFAULT_ANSWER,
  startFakeUpstream,
  type FakeUpstream,
  type WireFormat,
} from '../../ai/testing/fake-upstream.ts';
import { openAIChatFormat } from '../../ai/testing/openai-chat-format.ts';
import { auth, type TestApp, type TestUser } from '../../testing/harness.ts';
import { json } from '../../testing/json.ts';
import { until } from '../../testing/until.ts';

export const en = (key: MessageKey, params: Record<string, string | number> = {}) => formatMessage('en', key, params);

/** What the fake model makes of paragraph `text`: Chinese that names it, so a test can find it in the output. */
export const fakeTranslation = (text: string) => `译文：${text.split(' ').slice(0, 6).join(' ')}`;

/**
 * A fake OpenAI upstream that translates: unless a test scripts something else, it answers each
 * batch's JSON with one `fakeTranslation` per paragraph and a glossary term, as a model would.
 */
export async function translatingUpstream(): Promise<FakeUpstream> {
  const base = openAIChatFormat();
  const translating: WireFormat = {
    ...base,
    frames(answer, request) {
      if (answer.text !== DEFAULT_ANSWER) return base.frames(answer, request);
      const messages = (request.body?.messages ?? []) as { role: string; content: string }[];
      const user = messages.filter((m) => m.role === 'user').at(-1)?.content ?? '{}';
      const { paragraphs = [] } = JSON.parse(typeof user === 'string' ? user : '{}') as { paragraphs?: string[] };
      const text = JSON.stringify({ translations: paragraphs.map(fakeTranslation), terms: { layout: '版面' } });
      return base.frames({ ...answer, text }, request);
    },
  };
  return startFakeUpstream([translating]);
}

const path = (name: string) => `/api/cli/file/enhance/v1/${name}`;
const headers = (user: TestUser) => ({ ...auth(user), 'accept-language': 'en' });

/** GET a call with its query. */
export async function get(t: TestApp, user: TestUser, name: string, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await fetch(`${t.url}${path(name)}?${search}`, { headers: headers(user) });
  return { status: response.status, body: await json(response) };
}

/** POST a form-encoded call (del, cancel). */
export async function form(t: TestApp, user: TestUser, name: string, fields: Record<string, string>) {
  const response = await fetch(`${t.url}${path(name)}`, {
    method: 'POST',
    headers: { ...headers(user), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: await json(response) };
}

/** POST translation: the PDF (or none, with `fileId` in the fields) and the fields. */
export async function translate(
  t: TestApp,
  user: TestUser,
  file: Uint8Array | null,
  fields: Record<string, string | number>,
  filename = 'paper.pdf',
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
  if (file) body.append('file', new Blob([new Uint8Array(file)]), filename);
  const response = await fetch(`${t.url}${path('translation')}`, { method: 'POST', headers: headers(user), body });
  return { status: response.status, body: await json(response) };
}

/** A refused call: its message in English, not 200 and not 500. */
export function refused(result: { status: number; body: { code: number; msg: string } }, key: MessageKey, params = {}) {
  expect(result.body.msg).toBe(en(key, params));
  expect(result.body.code).not.toBe(200);
  expect(result.status).not.toBe(500);
}

/** Waits until the task reaches one of `states`. */
export async function taskIn(t: TestApp, user: TestUser, taskId: string, states: string[], timeoutMs = 60_000) {
  return until(
    async () => (await get(t, user, 'get', { taskId })).body.data,
    (data) => states.includes(data.status),
    timeoutMs,
  );
}

/** Downloads a signed address the API handed out. */
export async function download(t: TestApp, url: string): Promise<Uint8Array> {
  const response = await fetch(new URL(url, t.url));
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}
