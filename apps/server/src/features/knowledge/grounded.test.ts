import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson } from '../../testing/accounts.ts';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';
import { createBot } from '../bots/test-kit.ts';
import { addSource, settled } from './test-kit.ts';

/**
 * Grounded answers: the knowledge stream reads a bot's knowledge base (or a notebook's
 * sources), and each passage it used is a numbered source that points at the exact text.
 */
const bot = (id: string) => ({ kind: 'bot', id });
const GUIDE = {
  kind: 'text',
  title: 'Yangtze travel notes',
  body:
    'The Wuhan Yangtze River Bridge opened in 1957 and carries both road and rail traffic.\n\n' +
    '武汉长江大桥于1957年建成通车，是长江上第一座公路铁路两用桥。\n\n' +
    'Ferries across the river leave every twenty minutes from the Hankou pier.',
};
type SourceFrame = {
  index: number;
  title: string;
  sourceId: string;
  ordinal: number;
  start: number;
  end: number;
  quote: string;
};
const sourcesOf = (frames: { code: number; data: unknown }[]) =>
  frames.flatMap((frame) => {
    const data = frame.data as { type?: string; source?: SourceFrame };
    return frame.code === 200 && data.type === 'source' && data.source ? [data.source] : [];
  });

describe('in demo mode', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let sourceId: string;
  let b1: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.createUser();
    stranger = await t.createUser();
    b1 = (await createBot(t, owner)).tableId;
    const added = await addSource(t, owner, GUIDE, { container: bot(b1) });
    sourceId = added.body.data.id;
    await settled(t, owner, sourceId);
  });
  afterAll(() => t.close());

  const ask = (user: TestUser, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    streamChat(t, '/api/cli/chatgpt/v1/sseKnowledge', body, user.token, headers);

  it('quotes the bot’s passages with numbered sources that point at the passage, in English and Chinese', async () => {
    for (const [prompt, expected] of [
      ['When did the Yangtze River Bridge open?', 'opened in 1957'],
      ['长江大桥哪一年通车？', '1957年建成通车'],
    ] as const) {
      const result = await ask(owner, { prompt, botId: b1 });
      expect(result.status).toBe(200);
      expect(result.text).toContain(expected);
      expect(result.text).toContain('[1]');
      const [first] = sourcesOf(result.frames);
      expect(first).toMatchObject({ index: 1, sourceId, ordinal: 0 });
      expect(first!.title).toBe('Yangtze travel notes');
      expect(first!.quote).toContain(expected);
      // The offsets are the passage's place in the source: the viewer's highlight.
      const detail = (await getJson(t, `/api/cli/knowledge/v1/get?id=${sourceId}`, auth(owner))).body.data;
      const passage = detail.passages.find((p: { ordinal: number }) => p.ordinal === first!.ordinal);
      expect([passage.start, passage.end, passage.text]).toEqual([first!.start, first!.end, first!.quote]);
    }
  });

  it('keeps the sources with the answer in the history', async () => {
    const result = await ask(owner, { prompt: 'How often do the ferries leave?', botId: b1 });
    const sessionId = (result.frames[0] as { data: { sessionId: string } }).data.sessionId;
    const history = await getJson(t, `/api/cli/chatgpt/v1/page?msgId=${sessionId}&roleId=${b1}`, auth(owner));
    const [record] = history.body.data.records;
    expect(record.source[0]).toMatchObject({ index: 1, sourceId, title: 'Yangtze travel notes' });
    expect(record.source[0].quote).toContain('every twenty minutes');
  });

  it('never reads another user’s knowledge, even under the same bot id', async () => {
    const result = await ask(stranger, { prompt: 'When did the Yangtze River Bridge open?', botId: b1 });
    expect(sourcesOf(result.frames)).toEqual([]);
    expect(result.text).not.toContain('1957');
  });

  it('refuses a knowledge question that names no bot or notebook, and an empty one', async () => {
    const none = await ask(owner, { prompt: 'When did it open?' });
    expect(none.status).toBe(400);
    expect(none.envelope.msg).toBe('Invalid value for "botId"');
    const empty = await ask(owner, { prompt: '  ', botId: b1 }, { 'accept-language': 'zh-CN' });
    expect(empty.status).toBe(400);
    expect(empty.envelope.msg).toBe('请输入您的问题');
  });

  it('grounds a notebook chat in the notebook’s sources only', async () => {
    const notebook = await postJson(t, '/api/cli/notebook/v1/create', { name: 'Trip' }, auth(owner));
    const projectId = notebook.body.data.id as string;
    const added = await addSource(
      t,
      owner,
      { ...GUIDE, title: 'Notebook copy' },
      { container: { kind: 'notebook', id: projectId } },
    );
    await settled(t, owner, added.body.data.id);
    const ask = (body: Record<string, unknown>, who = owner) =>
      streamChat(t, '/api/cli/chatgpt/v1/ssePost', { prompt: 'When did the bridge open?', ...body }, who.token);
    const result = await ask({ features: 'notebook', projectId });
    expect(sourcesOf(result.frames).map((source) => source.sourceId)).toEqual([added.body.data.id]);
    expect(sourcesOf((await ask({})).frames)).toEqual([]);
    // Someone without access to the notebook is answered as if it did not exist.
    expect((await ask({ features: 'notebook', projectId }, stranger)).status).toBe(404);
  });

  it('answers from the sources the reader picked only, and refuses a malformed pick', async () => {
    const notebook = await postJson(t, '/api/cli/notebook/v1/create', { name: 'Two guides' }, auth(owner));
    const container = { kind: 'notebook', id: notebook.body.data.id as string };
    const ids: string[] = [];
    const guides = [
      { ...GUIDE, title: 'Guide A' },
      {
        kind: 'text',
        title: 'Guide B',
        body: 'The bridge opened on 15 October 1957; its lower deck carries the railway.',
      },
    ];
    for (const guide of guides) {
      const added = await addSource(t, owner, guide, { container });
      await settled(t, owner, added.body.data.id);
      ids.push(added.body.data.id);
    }
    const ask = (sourceIds?: unknown) =>
      streamChat(
        t,
        '/api/cli/chatgpt/v1/ssePost',
        { prompt: 'When did the bridge open?', features: 'notebook', projectId: container.id, sourceIds },
        owner.token,
      );
    const cited = async (sourceIds?: unknown) =>
      new Set(sourcesOf((await ask(sourceIds)).frames).map((s) => s.sourceId));
    expect(await cited()).toEqual(new Set(ids));
    expect(await cited([ids[1]])).toEqual(new Set([ids[1]]));
    // Nothing picked, or only ids from elsewhere: no passage is read, the answer says so.
    const none = await ask([]);
    expect(sourcesOf(none.frames)).toEqual([]);
    expect(none.text).not.toContain('1957');
    expect(await cited([sourceId])).toEqual(new Set());
    const bad = await ask('not-a-list');
    expect(bad.status).toBe(400);
    expect(bad.envelope.msg).toContain('sourceIds');
  });
});

describe('with a real provider format', () => {
  const kit = useFakeOpenAIApp();

  it('sends the passages numbered in the system prompt, asks to cite them, and announces them as sources', async () => {
    const b2 = (await createBot(kit.t, kit.user)).tableId;
    const added = await addSource(kit.t, kit.user, GUIDE, { container: bot(b2) });
    await settled(kit.t, kit.user, added.body.data.id);
    kit.fake.script({ kind: 'answer', text: 'It opened in 1957 [1].' });
    const result = await streamChat(
      kit.t,
      '/api/cli/chatgpt/v1/sseKnowledge',
      { prompt: 'When did the Yangtze River Bridge open?', botId: b2 },
      kit.user.token,
    );
    expect(result.text).toBe('It opened in 1957 [1].');
    const system = kit.fake.requests.at(-1)!.body.messages[0].content as string;
    expect(system).toContain('cite them as [n]');
    expect(system).toContain('[1] Yangtze travel notes');
    expect(system).toContain('opened in 1957');
    expect(sourcesOf(result.frames)[0]).toMatchObject({ index: 1, sourceId: added.body.data.id });
  });
});
