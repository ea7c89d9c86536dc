import { formatMessage } from '@inkstone/contract/messages';
import { completionSchema } from '@inkstone/contract/writing-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, postJson } from '../../testing/accounts.ts';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { newDoc, zh } from '../writing/test-kit.ts';
import { continuation } from './complete.ts';

/**
 * The editor's suggestion as you type (POST cli/write/v1/complete): the model's next words, not
 * counted as a question but limited per hour; offline it says what to configure; another user's
 * document is refused; a model's fault is no suggestion.
 */
const COMPLETE = '/api/cli/write/v1/complete';
const kit = useFakeOpenAIApp({ WRITE_COMPLETIONS_PER_HOUR: '3' });
const suggest = (t: TestApp, user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
  postJson(t, COMPLETE, body, { ...auth(user), ...headers });
const dailyCount = async (t: TestApp, who: TestUser) =>
  (await postForm(t, '/api/cli/chatgpt/v1/getStatistics', {}, auth(who))).body.data.dailyCount as number;

describe('suggestions as you type, with a model', () => {
  it('answer the next words, sent with the text around the cursor, and count no question', async () => {
    const user = await kit.t.createUser();
    const doc = await newDoc(kit.t, user, { title: 'Tea' });
    const before = await dailyCount(kit.t, user);
    kit.fake.script({ kind: 'answer', text: '"is rolled by hand in Anxi."\nAnd more.' });
    const answer = await suggest(kit.t, user, { before: 'Oolong ', after: ' Longjing follows.', docId: doc.id });
    expect(answer.status).toBe(200);
    expect(completionSchema.parse(answer.body.data)).toEqual({ status: 'ok', text: 'is rolled by hand in Anxi.' });
    const sent = JSON.stringify(kit.fake.requests.at(-1)!.body);
    expect(sent).toContain('Oolong ');
    expect(sent).toContain('Longjing follows.');
    expect(await dailyCount(kit.t, user)).toBe(before);
  });

  it('are limited per hour, in the writer’s language, and a model’s fault is simply no suggestion', async () => {
    const user = await kit.t.createUser();
    kit.fake.script({ kind: 'http-error', status: 500 });
    expect((await suggest(kit.t, user, { before: 'One' })).body.data).toEqual({ status: 'none', text: '' });
    kit.fake.script({ kind: 'answer', text: 'two' });
    await suggest(kit.t, user, { before: 'One' });
    kit.fake.script({ kind: 'answer', text: 'three' });
    await suggest(kit.t, user, { before: 'One' });
    const calls = kit.fake.requests.length;
    const refused = await suggest(kit.t, user, { before: 'One' }, zh);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe(formatMessage('zh_CN', 'writingTools.completionLimit', { limit: 3, minutes: 60 }));
    expect(kit.fake.requests.length).toBe(calls);
  });

  it('refuse another user’s document and bad input, asking nothing', async () => {
    const owner = await kit.t.createUser();
    const stranger = await kit.t.createUser();
    const doc = await newDoc(kit.t, owner, { title: 'Private' });
    const calls = kit.fake.requests.length;
    const foreign = await suggest(kit.t, stranger, { before: 'Hello', docId: doc.id });
    expect([foreign.status, foreign.body.msg]).toEqual([403, formatMessage('en', 'errors.forbidden')]);
    for (const [body, key] of [
      [{ before: '' }, 'writingTools.emptyText'],
      [{ before: 'x'.repeat(4_001) }, 'writingTools.textTooLong'],
      [{ before: 'x', after: 'y'.repeat(1_001) }, 'writingTools.contextTooLong'],
    ] as const) {
      const refused = await suggest(kit.t, owner, body);
      expect([refused.status, refused.body.msg]).toEqual([400, formatMessage('en', key)]);
    }
    expect(kit.fake.requests.length).toBe(calls);
  });
});

describe('suggestions as you type, without a provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('say which provider to configure, in the writer’s language', async () => {
    const user = await t.createUser();
    const answer = (await suggest(t, user, { before: 'Oolong is' }, zh)).body.data;
    expect(answer.status).toBe('offline');
    expect(answer.text).toBe('');
    expect(answer.notice).toContain('OPENAI_API_KEY');
    expect(answer.notice).toContain('续写建议');
  });
});

describe('the continuation kept from the model’s words', () => {
  it('is one line without the quotes around it', () => {
    expect(continuation('\n“而且香气持久。”\n下一段')).toBe('而且香气持久。');
    expect(continuation(' and then it rained.  ')).toBe(' and then it rained.');
    expect(continuation('')).toBe('');
  });
});
