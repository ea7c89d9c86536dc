import { beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../../testing/accounts.ts';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { auth, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';
import { addSource, settled } from '../knowledge/test-kit.ts';
import { botCall, createBot, makeVip } from './test-kit.ts';

/**
 * Chatting with a bot: its prompt is the system prompt, its knowledge (its owner's sources)
 * grounds the answer, its model answers and is charged, citations show only with "show
 * knowledge" on, originality 1 stays inside the knowledge, and someone else's private bot is
 * not found.
 */
const kit = useFakeOpenAIApp();
let stranger: TestUser;
let botId: string;
let sourceId: string;

type Frame = { code: number; data: unknown };
const sourcesOf = (frames: Frame[]) =>
  frames.flatMap((frame) => {
    const data = frame.data as { type?: string; source?: { sourceId: string } };
    return data.type === 'source' && data.source ? [data.source] : [];
  });
const ask = (user: TestUser, body: Record<string, unknown>) =>
  streamChat(kit.t, '/api/cli/chatgpt/v1/ssePost', body, user.token);
const lastRequest = () => kit.fake.requests.at(-1)!.body as { messages: { content: unknown }[]; temperature?: number };
const systemOf = () => String(lastRequest().messages[0]!.content);

beforeAll(async () => {
  stranger = await kit.t.createUser();
  const bot = await createBot(kit.t, kit.user, {
    prompt: 'You are the Leaf & Cup tea shop assistant.',
    originality: 3,
    scoreThreshold: 0,
    isPublic: true,
  });
  botId = bot.tableId;
  const container = { kind: 'bot', id: botId };
  const menu = { kind: 'text', title: 'Menu', body: 'Our green tea costs 5 yuan a cup and oolong costs 8 yuan.' };
  const added = await addSource(kit.t, kit.user, menu, { container });
  sourceId = added.body.data.id;
  await settled(kit.t, kit.user, sourceId);
});

describe('a bot chat', () => {
  it('sends the bot’s prompt and its knowledge to the bot’s model, with citations, and counts the use', async () => {
    kit.fake.script({ kind: 'answer', text: 'Green tea is 5 yuan [1].' });
    const result = await ask(kit.user, { prompt: 'How much is green tea?', botId });
    expect(result.status).toBe(200);
    expect(result.text).toBe('Green tea is 5 yuan [1].');
    expect(systemOf()).toContain('You are the Leaf & Cup tea shop assistant.');
    expect(systemOf()).toContain('green tea costs 5 yuan');
    expect(lastRequest().temperature).toBeCloseTo(0.3);
    expect(sourcesOf(result.frames)).toEqual([expect.objectContaining({ sourceId })]);
    const bot = (await botCall(kit.t, kit.user, 'get', { tableId: botId })).body.data;
    expect(bot.uses).toBe(1);
  });

  it('answers whoever may read the public bot from the owner’s knowledge; history is kept per bot', async () => {
    kit.fake.script({ kind: 'answer', text: 'Oolong is 8 yuan.' });
    // Clients send roleId -1 (the default assistant) beside the bot they talk to.
    const result = await ask(stranger, { prompt: 'How much is oolong tea?', botId, roleId: '-1' });
    expect(result.status).toBe(200);
    expect(systemOf()).toContain('oolong costs 8 yuan');
    const sessionId = (result.frames[0]!.data as { sessionId: string }).sessionId;
    const history = await getJson(kit.t, `/api/cli/chatgpt/v1/page?msgId=${sessionId}&roleId=${botId}`, auth(stranger));
    expect(history.body.data.records[0]).toMatchObject({ roleId: botId });
  });

  it('leaves citations out, in the stream and the record, when "show knowledge" is off', async () => {
    await botCall(kit.t, kit.user, 'update', { tableId: botId, showKnowledge: false });
    kit.fake.script({ kind: 'answer', text: 'Green tea is 5 yuan.' });
    const result = await ask(kit.user, { prompt: 'How much is green tea?', botId });
    expect(result.text).toBe('Green tea is 5 yuan.');
    expect(systemOf()).toContain('green tea costs 5 yuan');
    expect(systemOf()).toContain('do not cite them');
    expect(sourcesOf(result.frames)).toEqual([]);
    const sessionId = (result.frames[0]!.data as { sessionId: string }).sessionId;
    const history = await getJson(kit.t, `/api/cli/chatgpt/v1/page?msgId=${sessionId}`, auth(kit.user));
    expect(history.body.data.records[0].source ?? []).toEqual([]);
    await botCall(kit.t, kit.user, 'update', { tableId: botId, showKnowledge: true });
  });

  it('at originality 1 stays in the knowledge: with nothing found it says so, asking no model', async () => {
    await botCall(kit.t, kit.user, 'update', { tableId: botId, originality: 1 });
    const result = await ask(kit.user, { prompt: 'Who painted the Mona Lisa?', botId });
    expect(result.status).toBe(200);
    expect(result.text).toBe('I could not find anything about this in my knowledge base, so I cannot answer it.');
    expect(kit.fake.requests).toEqual([]);
    kit.fake.script({ kind: 'answer', text: 'Green tea is 5 yuan.' });
    await ask(kit.user, { prompt: 'How much is green tea?', botId });
    expect(systemOf()).toContain('never answer from general knowledge');
    expect(lastRequest().temperature).toBeCloseTo(0.1);
    await botCall(kit.t, kit.user, 'update', { tableId: botId, originality: 3 });
  });

  it('answers 404 for a private bot of someone else and an unknown bot: no model asked, no use counted', async () => {
    const secret = await createBot(kit.t, kit.user, { name: 'Secret' });
    for (const id of [secret.tableId, 'no-such-bot']) {
      const result = await ask(stranger, { prompt: 'Hello?', botId: id });
      expect(result.status).toBe(404);
    }
    expect(kit.fake.requests).toEqual([]);
    expect((await botCall(kit.t, kit.user, 'get', { tableId: secret.tableId })).body.data.uses).toBe(0);
  });

  it('is charged as the bot’s model: a premium base model needs the Pro plan', async () => {
    const premium = await createBot(kit.t, kit.user, { name: 'Premium', model: 'gpt4.0', isPublic: true });
    const result = await ask(stranger, { prompt: 'Hello?', botId: premium.tableId, model: 'gpt3.5' });
    expect(result.status).toBe(402);
    expect(result.envelope.msg).toBe('This model needs the Pro plan or extra questions.');
    // The upstream call may have started alongside the charge (chat/service.ts); it is ended, and nothing counts.
    expect((await botCall(kit.t, kit.user, 'get', { tableId: premium.tableId })).body.data.uses).toBe(0);
  });

  it('answers from the first 5 sources of a free owner’s bot, from all of them once the owner is Pro', async () => {
    const owner = await kit.t.createUser();
    const bot = await createBot(kit.t, owner, { scoreThreshold: 0, originality: 5 });
    const container = { kind: 'bot', id: bot.tableId };
    const teas = ['jasmine', 'longjing', 'pu-erh', 'oolong', 'white', 'matcha'];
    for (const [price, tea] of teas.entries()) {
      const text = { kind: 'text', title: tea, body: `Our ${tea} tea costs ${price + 10} yuan a cup.` };
      const added = await addSource(kit.t, owner, text, { container });
      await settled(kit.t, owner, added.body.data.id);
    }
    const askMatcha = async () => {
      kit.fake.script({ kind: 'answer', text: 'Here are the prices.' });
      await ask(owner, { prompt: 'How much does matcha tea cost?', botId: bot.tableId });
      return systemOf();
    };
    const free = await askMatcha();
    expect(free).toContain('jasmine tea costs 10 yuan');
    expect(free).not.toContain('matcha');
    await makeVip(kit.t, owner);
    expect(await askMatcha()).toContain('matcha tea costs 15 yuan');
  });

  it('puts the most used bots first in Discover', async () => {
    const page = (await botCall(kit.t, null, 'page', { sort: 'mostUsed', size: 3 })).body.data;
    expect(page.records[0].tableId).toBe(botId);
  });
});
