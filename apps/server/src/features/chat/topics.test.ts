import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postForm, postJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';

// Conversation management: rename, pin, search, rewind (edit and resend), titles from questions.
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await startTestApp({ env: { FREE_DAILY_LIMIT: '100' } });
  owner = await t.createUser();
  stranger = await t.createUser();
});
afterAll(() => t.close());

const FORBIDDEN = 'Sorry! You do not have permission to perform this action!';
type Topic = { msgId: string; topic: string; pinned: boolean; updateTime: string };
type Row = { tableId: number; input: string };

/** A new conversation with one stored exchange per question; answers its session id. */
async function conversation(who: TestUser, ...questions: string[]): Promise<string> {
  const sessionId = (await getJson(t, '/api/cli/chat/topic/v1/getMsgId', auth(who))).body.data as string;
  for (const prompt of questions) {
    const result = await streamChat(t, '/api/cli/chatgpt/v1/ssePost', { prompt, sessionId }, who.token);
    expect(result.last).toMatchObject({ code: 200, end: true });
  }
  return sessionId;
}

const topics = async (who: TestUser, body: Record<string, unknown> = {}) =>
  (await postJson(t, '/api/cli/chat/topic/v1/page', { current: 1, size: 50, features: 'chat', ...body }, auth(who)))
    .body.data.records as Topic[];
const topicOf = async (who: TestUser, id: string) => (await topics(who)).find((topic) => topic.msgId === id);
const rows = async (who: TestUser, sessionId: string) =>
  (
    (await getJson(t, `/api/cli/chatgpt/v1/page?current=1&size=50&msgId=${sessionId}`, auth(who))).body.data
      .records as Row[]
  ).reverse();
const update = (who: TestUser, body: Record<string, unknown>) =>
  postJson(t, '/api/cli/chat/topic/v1/update', body, auth(who));
const rewind = (who: TestUser, body: Record<string, unknown>) =>
  postJson(t, '/api/cli/chat/topic/v1/rewind', body, auth(who));

describe('conversation titles', () => {
  it('are taken from the first question without its Markdown marks', async () => {
    const id = await conversation(owner, '## **Explain** `useEffect` in [React](https://react.dev)');
    expect((await topicOf(owner, id))?.topic).toBe('Explain useEffect in React');
  });
});

describe('cli/chat/topic/v1/update', () => {
  it('renames a conversation without moving it in the list', async () => {
    const id = await conversation(owner, 'First question');
    const before = (await topicOf(owner, id))!;
    const { body } = await update(owner, { msgId: id, title: '  Trip to Kyoto ' });
    expect(body).toMatchObject({ code: 200, data: { msgId: id, topic: 'Trip to Kyoto', pinned: false } });
    const after = (await topicOf(owner, id))!;
    expect(after.topic).toBe('Trip to Kyoto');
    expect(after.updateTime).toBe(before.updateTime);
  });

  it('refuses a blank title or one over 100 characters with the SPEC messages, changing nothing', async () => {
    const id = await conversation(owner, 'Keep my title');
    const long = await update(owner, { msgId: id, title: 'x'.repeat(101) });
    expect(long).toMatchObject({ status: 400, body: { code: 400, msg: 'The name must not exceed 100 characters' } });
    const blank = await update(owner, { msgId: id, title: '   ' });
    expect(blank.body).toMatchObject({ code: 400, msg: 'Value is required' });
    expect((await update(owner, { msgId: id })).body.code).toBe(400);
    expect((await update(owner, { msgId: id, pinned: 'yes' })).body.code).toBe(400);
    expect((await topicOf(owner, id))?.topic).toBe('Keep my title');
    expect((await update(owner, { msgId: id, title: 'y'.repeat(100) })).body.code).toBe(200);
  });

  it("answers the permission message for another user's conversation and changes nothing", async () => {
    const id = await conversation(owner, 'Mine alone');
    const renamed = await update(stranger, { msgId: id, title: 'Taken over' });
    expect(renamed).toMatchObject({ status: 403, body: { code: 403, msg: FORBIDDEN } });
    expect((await update(stranger, { msgId: id, pinned: true })).body.msg).toBe(FORBIDDEN);
    expect(await topicOf(owner, id)).toMatchObject({ topic: 'Mine alone', pinned: false });
    expect((await update(owner, { msgId: 'no-such-session', title: 'x' })).body.code).toBe(404);
  });

  it('puts pinned conversations first, and unpinning puts them back by date', async () => {
    const older = await conversation(owner, 'An older talk');
    const newer = await conversation(owner, 'A newer talk');
    expect((await topics(owner)).map((topic) => topic.msgId).indexOf(newer)).toBeLessThan(
      (await topics(owner)).map((topic) => topic.msgId).indexOf(older),
    );
    expect((await update(owner, { msgId: older, pinned: true })).body.data.pinned).toBe(true);
    expect((await topics(owner))[0]).toMatchObject({ msgId: older, pinned: true });
    await update(owner, { msgId: older, pinned: false });
    const order = (await topics(owner)).map((topic) => topic.msgId);
    expect(order.indexOf(newer)).toBeLessThan(order.indexOf(older));
  });
});

describe('cli/chat/topic/v1/page keyword', () => {
  it('finds conversations by title or by the text of their questions and answers, literally', async () => {
    const byQuestion = await conversation(owner, 'Tell me about the marmalade sandwich');
    const byTitle = await conversation(owner, 'Something plain');
    await update(owner, { msgId: byTitle, title: 'Marmalade recipes' });
    const percent = await conversation(owner, 'Growth of 100% in a year');
    const found = (await topics(owner, { keyword: 'MARMALADE' })).map((topic) => topic.msgId);
    expect(found.sort()).toEqual([byQuestion, byTitle].sort());
    // The offline engine's answer text is searchable too.
    expect((await topics(owner, { keyword: 'No AI model is configured' })).length).toBeGreaterThan(0);
    expect((await topics(owner, { keyword: '100%' })).map((topic) => topic.msgId)).toEqual([percent]);
    expect(await topics(owner, { keyword: '%' })).toHaveLength(1);
    expect(await topics(stranger, { keyword: 'marmalade' })).toEqual([]);
    expect(
      (await postJson(t, '/api/cli/chat/topic/v1/page', { keyword: 'k'.repeat(101) }, auth(owner))).body.code,
    ).toBe(400);
  });
});

describe('cli/chat/topic/v1/rewind', () => {
  it('removes an exchange and every later one, so an edited question continues from the one before', async () => {
    const id = await conversation(owner, 'one', 'two', 'three');
    const [, second] = await rows(owner, id);
    expect((await rewind(owner, { msgId: id, tableId: second!.tableId })).body).toMatchObject({ code: 200, data: 2 });
    expect((await rows(owner, id)).map((row) => row.input)).toEqual(['one']);
    await streamChat(t, '/api/cli/chatgpt/v1/ssePost', { prompt: 'two, edited', sessionId: id }, owner.token);
    expect((await rows(owner, id)).map((row) => row.input)).toEqual(['one', 'two, edited']);
  });

  it("refuses another user's conversation or exchange with the permission message, deleting nothing", async () => {
    const mine = await conversation(owner, 'keep one', 'keep two');
    const theirs = await conversation(stranger, 'their question');
    const [first] = await rows(owner, mine);
    const [their] = await rows(stranger, theirs);
    expect(await rewind(stranger, { msgId: mine, tableId: first!.tableId })).toMatchObject({
      status: 403,
      body: { msg: FORBIDDEN },
    });
    expect((await rewind(stranger, { msgId: theirs, tableId: first!.tableId })).body.msg).toBe(FORBIDDEN);
    // An exchange of another of one's own conversations is not part of this one.
    const other = await conversation(owner, 'elsewhere');
    expect((await rewind(owner, { msgId: other, tableId: first!.tableId })).body.code).toBe(404);
    expect((await rewind(owner, { msgId: mine, tableId: their!.tableId })).body.msg).toBe(FORBIDDEN);
    expect((await rewind(owner, { msgId: mine, tableId: 'abc' })).body.code).toBe(400);
    expect((await rows(owner, mine)).map((row) => row.input)).toEqual(['keep one', 'keep two']);
    expect((await rows(stranger, theirs)).map((row) => row.input)).toEqual(['their question']);
  });

  it('forgets nothing when the edited question would be refused: it answers as the question would', async () => {
    const id = await conversation(owner, 'before the limit', 'also before');
    const [first] = await rows(owner, id);
    // A second instance on the same data, where the day's free questions are all used.
    const spent = await startTestApp({ store: t.store, env: { FREE_DAILY_LIMIT: '0' } });
    try {
      const refused = await postJson(
        spent,
        '/api/cli/chat/topic/v1/rewind',
        { msgId: id, tableId: first!.tableId, model: 'gpt3.5' },
        auth(owner),
      );
      const asked = await streamChat(
        spent,
        '/api/cli/chatgpt/v1/ssePost',
        { prompt: 'edited', sessionId: id },
        owner.token,
      );
      expect(refused.body).toMatchObject({ code: 402, data: { upgrade: 'qa' } });
      expect(asked.envelope).toMatchObject({ code: 402 });
      expect(refused.body.msg).toBe(asked.envelope.msg);
    } finally {
      await spent.close();
    }
    expect((await rows(owner, id)).map((row) => row.input)).toEqual(['before the limit', 'also before']);
    // Where the allowance is left, the trial charge is given back: only the question counts.
    const used = async () =>
      (await postForm(t, '/api/cli/chatgpt/v1/getStatistics', { roleId: '-1', common: '1' }, auth(owner))).body.data
        .dailyCount as number;
    const before = await used();
    expect((await rewind(owner, { msgId: id, tableId: first!.tableId, model: 'gpt3.5' })).body.data).toBe(2);
    expect(await used()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    expect((await postJson(t, '/api/cli/chat/topic/v1/update', { msgId: 'x', title: 'y' })).status).toBe(401);
    expect((await postJson(t, '/api/cli/chat/topic/v1/rewind', { msgId: 'x', tableId: 1 })).status).toBe(401);
  });
});
