import { formatMessage } from '@inkstone/contract/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../testing/accounts.ts';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { auth, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';
import { newDoc, save } from '../writing/test-kit.ts';

/**
 * The chat beside the writing editor (issue [writing] item 3): a conversation made for a
 * document (page info `write`) sends the document, as last saved, to the model with every
 * question; another user's document is refused before anything reaches the model.
 */
const kit = useFakeOpenAIApp();
let stranger: TestUser;
let doc: { id: string; revision: number };

const createTopic = (user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
  postJson(kit.t, '/api/cli/chat/topic/v1/create', body, { ...auth(user), ...headers });
const ask = (user: TestUser, body: Record<string, unknown>) =>
  streamChat(kit.t, '/api/cli/chatgpt/v1/ssePost', body, user.token);
const sentToModel = () => JSON.stringify(kit.fake.requests.at(-1)!.body);
const forbidden = (language: 'en' | 'zh_CN') => formatMessage(language, 'errors.forbidden');

beforeAll(async () => {
  stranger = await kit.t.createUser();
  doc = (await newDoc(kit.t, kit.user, { title: 'Tea notes' })) as { id: string; revision: number };
  await save(kit.t, kit.user, doc, 'Oolong is rolled by hand in Anxi.');
});

describe('the chat beside a writing document', () => {
  it('is a conversation of the document, and every question carries the document as last saved', async () => {
    const created = await createTopic(kit.user, { pageInfo: { page: 'write', id: doc.id } });
    expect(created.status).toBe(200);
    const topic = created.body.data as { msgId: string; features: string; projectId: string };
    expect([topic.features, topic.projectId]).toEqual(['write', doc.id]);

    kit.fake.script({ kind: 'answer', text: 'It says oolong is rolled by hand.' });
    const first = await ask(kit.user, { prompt: 'What does my draft say?', sessionId: topic.msgId });
    expect(first.status).toBe(200);
    expect(first.text).toBe('It says oolong is rolled by hand.');
    expect(sentToModel()).toContain('Oolong is rolled by hand in Anxi.');
    expect(sentToModel()).toContain('helping the user write the document');

    // Edited since: the next question reads the document afresh.
    const current = (await postJson(kit.t, '/api/cli/write/doc/v1/get', { id: doc.id }, auth(kit.user))).body.data;
    await save(kit.t, kit.user, current, 'Longjing is pan-fired in Hangzhou.');
    kit.fake.script({ kind: 'answer', text: 'Now it is about Longjing.' });
    await ask(kit.user, { prompt: 'And now?', sessionId: topic.msgId });
    expect(sentToModel()).toContain('Longjing is pan-fired in Hangzhou.');
    expect(sentToModel()).not.toContain('rolled by hand in Anxi');

    const listed = await postJson(
      kit.t,
      '/api/cli/chat/topic/v1/page',
      { features: 'write', projectId: doc.id },
      auth(kit.user),
    );
    expect(listed.body.data.records.map((record: { msgId: string }) => record.msgId)).toEqual([topic.msgId]);
  });

  it('refuses another user’s document, in both languages, before the model is asked', async () => {
    const requests = kit.fake.requests.length;
    const refusedTopic = await createTopic(stranger, { pageInfo: { page: 'write', id: doc.id } });
    const inChinese = await createTopic(
      stranger,
      { pageInfo: { page: 'write', id: doc.id } },
      { 'accept-language': 'zh-CN' },
    );
    expect([refusedTopic.status, refusedTopic.body.msg, inChinese.body.msg]).toEqual([
      403,
      forbidden('en'),
      forbidden('zh_CN'),
    ]);
    // A question that names the document itself, without a conversation, is refused the same way.
    const asked = await ask(stranger, { prompt: 'What does it say?', features: 'write', projectId: doc.id });
    expect(asked.status).toBe(403);
    expect(kit.fake.requests.length).toBe(requests);
    const strangers = await postJson(kit.t, '/api/cli/chat/topic/v1/page', { features: 'write' }, auth(stranger));
    expect(strangers.body.data.total).toBe(0);
  });

  it('needs the document’s id, and a document that does not exist is not found', async () => {
    const noId = await createTopic(kit.user, { pageInfo: { page: 'write' } });
    expect(noId.status).toBe(400);
    const missing = await createTopic(kit.user, { pageInfo: { page: 'write', id: 'f'.repeat(32) } });
    expect([missing.status, missing.body.msg]).toEqual([404, formatMessage('en', 'writing.docNotFound')]);
  });
});
