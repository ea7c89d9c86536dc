import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { insertQuestion, insertTopic } from './store.ts';
import { chatMessages, chatTopics } from './tables.ts';

// A question and its conversation written in one statement (the first token waits for it).
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  user = await t.createUser();
});
afterAll(() => t.close());

const question = (topicId: string, msgId: string) => ({
  topicId,
  userId: user.id,
  msgId,
  input: 'What is new?',
  model: 'gpt3.5',
});
const topicRow = async (id: string) =>
  (await t.app.platform.db.select().from(chatTopics).where(eq(chatTopics.id, id)))[0];

describe('insertQuestion', () => {
  it('creates the conversation and its first question together', async () => {
    const topic = { id: 'store-new-topic', userId: user.id, title: 'What is new?' };
    const row = await insertQuestion(t.app.platform.db, { insert: topic }, question(topic.id, 'm-new'));
    expect(row).toMatchObject({ topicId: topic.id, msgId: 'm-new', status: 'streaming' });
    expect(await topicRow(topic.id)).toMatchObject({ title: 'What is new?', userId: user.id });
  });

  it('touches an existing conversation, titling it only when asked to', async () => {
    const db = t.app.platform.db;
    const before = new Date(Date.now() - 60_000);
    await insertTopic(db, { id: 'store-old-topic', userId: user.id, title: 'Kept', updatedAt: before });
    await insertQuestion(db, { touch: { id: 'store-old-topic' } }, question('store-old-topic', 'm-1'));
    const touched = await topicRow('store-old-topic');
    expect(touched?.title).toBe('Kept');
    expect(touched!.updatedAt.getTime()).toBeGreaterThan(before.getTime());

    await insertTopic(db, { id: 'store-untitled', userId: user.id, title: '' });
    await insertQuestion(db, { touch: { id: 'store-untitled', title: 'Asked' } }, question('store-untitled', 'm-2'));
    expect((await topicRow('store-untitled'))?.title).toBe('Asked');
  });

  it('leaves no conversation behind when the question cannot be written', async () => {
    const db = t.app.platform.db;
    const topic = { id: 'store-orphan', userId: user.id, title: 'x' };
    // The question names another conversation that does not exist: its foreign key fails.
    await expect(insertQuestion(db, { insert: topic }, question('no-such-topic', 'm-3'))).rejects.toThrow();
    expect(await topicRow('store-orphan')).toBeUndefined();
    expect(await db.select().from(chatMessages).where(eq(chatMessages.msgId, 'm-3'))).toEqual([]);
  });
});
