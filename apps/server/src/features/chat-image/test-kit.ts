import { getJson, postJson } from '../../testing/accounts.ts';
import { auth, type TestApp, type TestUser } from '../../testing/harness.ts';
import type { Json } from '../../testing/json.ts';

/** Helpers the image-answer API tests share: the stream, the history, the drawing allowance. */
export async function ask(t: TestApp, user: TestUser | null, body: Json, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}/api/cli/chatgpt/v1/sseImg`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(user ? auth(user) : {}), ...headers },
    body: JSON.stringify(body),
  });
  const raw = await response.text();
  const frames = raw.startsWith('data:')
    ? raw
        .split('\n\n')
        .filter((chunk) => chunk.startsWith('data: '))
        // Read loosely (Json): the tests assert the frames' shapes themselves.
        .map((chunk) => JSON.parse(chunk.slice(6)) as Json)
    : ([] as Json[]);
  return { status: response.status, frames, last: frames.at(-1), envelope: frames.length ? null : JSON.parse(raw) };
}

/** The conversation's stored records, newest first. */
export async function records(t: TestApp, user: TestUser, sessionId: string, headers: Record<string, string> = {}) {
  const { body } = await getJson(t, `/api/cli/chatgpt/v1/page?msgId=${sessionId}`, { ...auth(user), ...headers });
  return body.data.records as Json[];
}

export const drawingsUsed = async (t: TestApp, user: TestUser) =>
  (await getJson(t, '/api/cli/mj/v1/allowance', auth(user))).body.data.used as number;

export const topicCount = async (t: TestApp, user: TestUser) =>
  (await postJson(t, '/api/cli/chat/topic/v1/page', { size: 50 }, auth(user))).body.data.total as number;
