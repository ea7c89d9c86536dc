import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccess, type RouteCheck } from '../../testing/access-matrix.ts';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';
import { track, untrack } from './running.ts';

/** DESIGN.md §4a: every chat call on a conversation, as its owner, an outsider and an anonymous caller. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { FREE_DAILY_LIMIT: '1000' } });
});
afterAll(() => t.close());

/** A conversation of one finished exchange, and an answer of it "being written" on this instance. */
type Conversation = { sessionId: string; tableId: number; msgId: string; writing: string };

async function conversation(owner: TestUser): Promise<Conversation> {
  const msgId = randomUUID();
  const asked = await streamChat(t, '/api/cli/chatgpt/v1/ssePost', { prompt: 'Hello there', msgId }, owner.token);
  expect(asked.last).toMatchObject({ code: 200, end: true });
  const start = asked.frames[0] as { data: { sessionId: string; tableId: number } };
  // Stands for an answer in progress, so that stop has something to stop.
  const writing = randomUUID();
  track(t.app.platform, writing, owner.id, start.data.tableId);
  return { sessionId: start.data.sessionId, tableId: start.data.tableId, msgId, writing };
}

const post = (path: string, body: unknown) => (headers: Record<string, string>) =>
  fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const get = (path: string) => (headers: Record<string, string>) => fetch(`${t.url}${path}`, { headers });

const routes: Array<RouteCheck<Conversation>> = [
  {
    route: 'GET history of a conversation',
    call: (c, headers) => get(`/api/cli/chatgpt/v1/page?current=1&size=10&msgId=${c.sessionId}`)(headers),
    // Someone else's conversation reads as an empty one, as it always has.
    outcome: ({ status, body }) => (status === 200 && body.data.total === 0 ? 'empty' : undefined),
    expect: { owner: 'ok', outsider: 'empty', anonymous: 'unauthorized' },
  },
  {
    route: 'POST topic/update',
    call: (c, headers) => post('/api/cli/chat/topic/v1/update', { msgId: c.sessionId, title: 'Renamed' })(headers),
    expect: { owner: 'ok', outsider: 'forbidden', anonymous: 'unauthorized' },
  },
  {
    route: 'POST topic/rewind',
    call: (c, headers) => post('/api/cli/chat/topic/v1/rewind', { msgId: c.sessionId, tableId: c.tableId })(headers),
    expect: { owner: 'ok', outsider: 'forbidden', anonymous: 'unauthorized' },
  },
  {
    route: 'POST topic/del',
    call: (c, headers) => post('/api/cli/chat/topic/v1/del', { msgId: c.sessionId })(headers),
    expect: { owner: 'ok', outsider: 'notFound', anonymous: 'unauthorized' },
  },
  {
    route: 'POST setScore by tableId',
    call: (c, headers) =>
      post('/api/cli/chatgpt/v1/setScore', { tableId: c.tableId, msgId: c.msgId, score: 1 })(headers),
    expect: { owner: 'ok', outsider: 'notFound', anonymous: 'unauthorized' },
  },
  {
    route: "POST setScore by the client's msgId",
    call: (c, headers) => post('/api/cli/chatgpt/v1/setScore', { msgId: c.msgId, score: -1 })(headers),
    expect: { owner: 'ok', outsider: 'notFound', anonymous: 'unauthorized' },
  },
  {
    route: 'POST stop',
    call: (c, headers) => post('/api/cli/chatgpt/v1/stop', { msgId: c.writing })(headers),
    // Someone else's answer is not stopped: the call answers false, as for nothing running.
    outcome: ({ status, body }) => (status === 200 ? (body.data ? 'stopped' : 'not stopped') : undefined),
    expect: { owner: 'stopped', outsider: 'not stopped', anonymous: 'unauthorized' },
  },
  {
    route: 'POST ssePost asking in the conversation',
    call: (c, headers) => post('/api/cli/chatgpt/v1/ssePost', { prompt: 'And then?', sessionId: c.sessionId })(headers),
    expect: { owner: 'ok', outsider: 'notFound', anonymous: 'unauthorized' },
  },
  {
    route: 'POST webSocketChat asking in the conversation',
    call: (c, headers) =>
      post('/api/cli/chatgpt/v1/webSocketChat', { prompt: 'And?', sessionId: c.sessionId })(headers),
    expect: { owner: 'ok', outsider: 'notFound', anonymous: 'unauthorized' },
  },
  {
    route: 'POST ssePost regenerating an answer',
    call: (c, headers) => post('/api/cli/chatgpt/v1/ssePost', { prompt: 'again', regenerate: c.tableId })(headers),
    expect: { owner: 'ok', outsider: 'notFound', anonymous: 'unauthorized' },
  },
];

describe('who may use a conversation', () => {
  it('lets its owner do everything, refuses an outsider or shows them nothing, and asks for a sign-in', async () => {
    const made: Conversation[] = [];
    const fixture = async (owner: TestUser) => {
      const one = await conversation(owner);
      made.push(one);
      return one;
    };
    try {
      await checkAccess(t, { fixture, routes });
    } finally {
      for (const { writing } of made) untrack(t.app.platform, writing);
    }
  });
});
