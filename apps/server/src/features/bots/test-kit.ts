import { getJson, postJson } from '../../testing/accounts.ts';
import { auth, type TestApp, type TestUser } from '../../testing/harness.ts';
import { fulfilOrder, openOrder } from '../billing/service.ts';

/** A valid bot form; tests change one field at a time. */
export const botForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tea guide',
  description: 'Knows our teas',
  model: 'gpt3.5',
  prompt: 'You are the tea shop assistant. Answer briefly.',
  scoreThreshold: 0.2,
  originality: 3,
  greeting: 'Welcome to the tea shop!',
  category: 'lifestyle',
  tags: ['food'],
  ...overrides,
});

/** Calls a bot path (`cli/chat/bot/v1/<verb>`) as a user, or signed out with null. */
export const botCall = (
  t: TestApp,
  user: TestUser | null,
  verb: string,
  body: object,
  headers: Record<string, string> = {},
) => postJson(t, `/api/cli/chat/bot/v1/${verb}`, body, { ...(user ? auth(user) : {}), ...headers });

export const botGet = (t: TestApp, path: string, user: TestUser | null = null, headers: Record<string, string> = {}) =>
  getJson(t, path, { ...(user ? auth(user) : {}), ...headers });

export async function createBot(t: TestApp, user: TestUser, overrides: Record<string, unknown> = {}) {
  const created = await botCall(t, user, 'create', botForm(overrides));
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return created.body.data as { tableId: string; [key: string]: unknown };
}

/** Gives a user the Q&A Pro plan, through a paid sandbox order. */
export async function makeVip(t: TestApp, user: TestUser) {
  const order = await openOrder(t.app.platform, user.id, 8, 'month', 'sandbox');
  await fulfilOrder(t.app.platform, order.id);
}
