import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { addSource, listSources, settled } from '../knowledge/test-kit.ts';
import { botCall, botForm, botGet, createBot, makeVip } from './test-kit.ts';

/**
 * Bots: made, changed, published and deleted by their owner only; Discover lists public ones
 * (the official bots first of all); others bind public bots; a private bot of someone else
 * answers as if it did not exist, on every call, and nothing is written.
 */
let t: TestApp;
let owner: TestUser;
let other: TestUser;
const zh = { 'accept-language': 'zh-CN' };

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.createUser({ nickname: 'Olive' });
  other = await t.createUser({ nickname: 'Oscar' });
});
afterAll(() => t.close());

describe('creating a bot', () => {
  it('keeps every form field and answers them to the owner', async () => {
    const bot = await createBot(t, owner, { tags: ['food', 'learning'], avatar: '🍵', showKnowledge: false });
    expect(bot).toMatchObject({
      name: 'Tea guide',
      botName: 'Tea guide',
      description: 'Knows our teas',
      model: 'gpt3.5',
      prompt: 'You are the tea shop assistant. Answer briefly.',
      scoreThreshold: 0.2,
      originality: 3,
      greeting: 'Welcome to the tea shop!',
      isPublic: false,
      showKnowledge: false,
      category: 'lifestyle',
      categoryName: 'Lifestyle',
      avatar: '🍵',
      uses: 0,
      isOwner: true,
      isBound: false,
      isOfficial: false,
      ownerName: 'Olive',
    });
    expect(bot.tags).toEqual([
      { id: 'learning', name: 'Learning' },
      { id: 'food', name: 'Food' },
    ]);
    const got = await botCall(t, owner, 'get', { tableId: bot.tableId }, zh);
    expect(got.body.data).toMatchObject({ categoryName: '生活', tags: [{ name: '学习' }, { name: '美食' }] });
  });

  it.each([
    ['a 101-character name', { name: 'x'.repeat(101) }, 'The name must not exceed 100 characters'],
    ['a blank name', { name: '   ' }, 'Value is required'],
    ['a blank prompt', { prompt: '  \n ' }, 'please fill in'],
    ['an unknown model', { model: 'gpt-9' }, 'This model does not exist'],
    ['an image model', { model: 'gpt-image-1' }, 'This model does not exist'],
    ['a threshold of 1.5', { scoreThreshold: 1.5 }, 'The knowledge score must be a number from 0 to 1'],
    ['a negative threshold', { scoreThreshold: -0.1 }, 'The knowledge score must be a number from 0 to 1'],
    ['originality 10', { originality: 10 }, 'Originality must be a level from 1 to 9'],
    ['an unknown category', { category: 'weapons' }, 'Please choose a category from the list'],
    ['an unknown tag', { tags: ['food', 'nope'] }, 'Please choose tags from the list'],
    ['a bad send time', { plugins: { sendTime: '25:00' } }, 'The send time must be HH:mm, e.g. 09:00'],
    ['a bad time zone', { plugins: { timeZone: 'Mars/Olympus' } }, 'Please choose a valid time zone'],
  ])('refuses %s with a clear message and writes nothing', async (_case, change, message) => {
    const before = (await botCall(t, owner, 'myList', {})).body.data.length;
    const refused = await botCall(t, owner, 'create', botForm(change));
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(message);
    expect((await botCall(t, owner, 'myList', {})).body.data.length).toBe(before);
  });

  it('answers the name rule in Chinese too', async () => {
    const refused = await botCall(t, owner, 'create', botForm({ name: 'x'.repeat(101) }), zh);
    expect(refused.body.msg).not.toBe('The name must not exceed 100 characters');
    expect(refused.body.msg).toMatch(/100/);
  });

  it('keeps plugins for Pro members only, with the plan message', async () => {
    const plugins = { email: true, sms: false, sendTime: '08:30', timeZone: 'Europe/Paris' };
    const refused = await botCall(t, other, 'create', botForm({ plugins }));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ type: 'WARN' });
    expect(refused.body.msg).toBe('This bot feature is for Pro members: upgrade to Pro to use it');
    const vip = await t.createUser();
    await makeVip(t, vip);
    const bot = await createBot(t, vip, { plugins });
    expect(bot.plugins).toEqual({ ...plugins, language: 'en' }); // the digest's language: the saver's
  });

  it('needs a sign-in', async () => {
    const refused = await botCall(t, null, 'create', botForm());
    expect(refused.status).toBe(401);
  });
});

describe("another user's bot", () => {
  let secret: { tableId: string };
  let shown: { tableId: string };
  beforeAll(async () => {
    secret = await createBot(t, owner, { name: 'Secret' });
    shown = await createBot(t, owner, { name: 'Shown', isPublic: true });
  });

  it('is not found on every call while private, and nothing changes', async () => {
    const tableId = secret.tableId;
    for (const [verb, body] of [
      ['get', { tableId }],
      ['update', { tableId, name: 'Mine now' }],
      ['setPublic', { tableId, isPublic: true }],
      ['del', { tableId }],
      ['bind', { tableId }],
    ] as const) {
      const refused = await botCall(t, other, verb, body);
      expect([verb, refused.status]).toEqual([verb, 404]);
    }
    expect((await botCall(t, other, 'unbind', { tableId })).body.data).toBe(false);
    expect((await botCall(t, null, 'get', { tableId })).status).toBe(404);
    const still = await botCall(t, owner, 'get', { tableId });
    expect(still.body.data).toMatchObject({ name: 'Secret', isPublic: false });
    expect((await botCall(t, other, 'myList', {})).body.data.map((b: { tableId: string }) => b.tableId)).not.toContain(
      tableId,
    );
  });

  it('is read by anyone while public, without its prompt, and changed by its owner only', async () => {
    const tableId = shown.tableId;
    const read = await botCall(t, null, 'get', { tableId });
    expect(read.body.data).toMatchObject({ name: 'Shown', isOwner: false, prompt: null, plugins: null });
    for (const [verb, body] of [
      ['update', { tableId, name: 'Mine now' }],
      ['setPublic', { tableId, isPublic: false }],
      ['del', { tableId }],
    ] as const) {
      const refused = await botCall(t, other, verb, body);
      expect([verb, refused.status, refused.body.msg]).toEqual([
        verb,
        403,
        'Sorry! You do not have permission to perform this action!',
      ]);
    }
    expect((await botCall(t, owner, 'get', { tableId })).body.data).toMatchObject({ name: 'Shown', isPublic: true });
  });

  it('accepts the form encoding SPEC gives `get`', async () => {
    const response = await fetch(`${t.url}/api/cli/chat/bot/v1/get`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tableId: shown.tableId }),
    });
    expect(response.status).toBe(200);
    expect((await botCall(t, null, 'get', { tableId: 'no-such-bot' })).status).toBe(404);
  });
});

describe('binding', () => {
  it('adds a public bot to my bots, marked bound, and takes it away', async () => {
    const bot = await createBot(t, owner, { name: 'Bindable', isPublic: true });
    expect((await botCall(t, other, 'bind', { tableId: bot.tableId })).body.data).toBe(true);
    expect((await botCall(t, other, 'bind', { tableId: bot.tableId })).body.data).toBe(true);
    let mine = (await botCall(t, other, 'myList', {})).body.data;
    expect(mine.find((b: { tableId: string }) => b.tableId === bot.tableId)).toMatchObject({
      isBound: true,
      isOwner: false,
    });
    const roles = (await botCall(t, other, 'myRole', {})).body.data;
    expect(roles).toContainEqual(expect.objectContaining({ tableId: bot.tableId, botName: 'Bindable' }));

    // Made private again: it drops out of the binder's list, and comes back when public.
    await botCall(t, owner, 'setPublic', { tableId: bot.tableId, isPublic: false });
    mine = (await botCall(t, other, 'myList', {})).body.data;
    expect(mine.map((b: { tableId: string }) => b.tableId)).not.toContain(bot.tableId);
    await botCall(t, owner, 'setPublic', { tableId: bot.tableId, isPublic: true });

    expect((await botCall(t, other, 'unbind', { tableId: bot.tableId })).body.data).toBe(true);
    expect((await botCall(t, other, 'unbind', { tableId: bot.tableId })).body.data).toBe(false);
    mine = (await botCall(t, other, 'myList', {})).body.data;
    expect(mine.map((b: { tableId: string }) => b.tableId)).not.toContain(bot.tableId);
  });

  it('refuses a private bot, and needs a sign-in', async () => {
    const bot = await createBot(t, owner, { name: 'Private' });
    expect((await botCall(t, other, 'bind', { tableId: bot.tableId })).status).toBe(404);
    expect((await botCall(t, null, 'bind', { tableId: bot.tableId })).status).toBe(401);
    // One's own bot is already among one's bots.
    expect((await botCall(t, owner, 'bind', { tableId: bot.tableId })).body.data).toBe(true);
    const mine = (await botCall(t, owner, 'myList', {})).body.data as { tableId: string; isBound: boolean }[];
    expect(mine.filter((b) => b.tableId === bot.tableId)).toEqual([expect.objectContaining({ isBound: false })]);
  });
});

describe('Discover', () => {
  it('shows the official bots to anyone, in the reader’s language', async () => {
    const page = (await botCall(t, null, 'page', { size: 50 })).body.data;
    const official = page.records.filter((b: { isOfficial: boolean }) => b.isOfficial);
    expect(official.map((b: { tableId: string }) => b.tableId)).toEqual(
      expect.arrayContaining([
        'official-translator',
        'official-writing-coach',
        'official-code-reviewer',
        'official-travel-planner',
      ]),
    );
    expect(official.find((b: { tableId: string }) => b.tableId === 'official-translator')).toMatchObject({
      name: 'Translator',
      prompt: null,
      ownerName: null,
    });
    const chinese = (await botCall(t, null, 'get', { tableId: 'official-translator' }, zh)).body.data;
    expect(chinese).toMatchObject({ name: '翻译官', categoryName: '翻译' });
    expect(chinese.greeting).toContain('翻译');
    // Nobody changes an official bot.
    expect((await botCall(t, owner, 'update', { tableId: 'official-translator', name: 'Mine' })).status).toBe(403);
    expect((await botCall(t, owner, 'del', { tableId: 'official-translator' })).status).toBe(403);
  });

  it('filters by category, tag and name, never shows private bots, newest first', async () => {
    const hidden = await createBot(t, owner, { name: 'Zebra hidden', category: 'travel' });
    const open = await createBot(t, owner, {
      name: 'Zebra open',
      category: 'travel',
      isPublic: true,
      tags: ['travel'],
    });
    const names = async (body: object, headers = {}) =>
      (await botCall(t, other, 'page', { size: 100, ...body }, headers)).body.data.records.map(
        (b: { tableId: string }) => b.tableId,
      );
    expect(await names({ keyword: 'zebra' })).toEqual([open.tableId]);
    expect(await names({ category: 'travel' })).toEqual(
      expect.arrayContaining([open.tableId, 'official-travel-planner']),
    );
    expect(await names({ category: 'travel' })).not.toContain(hidden.tableId);
    expect(await names({ tag: 'coding' })).toEqual(['official-code-reviewer']);
    expect(await names({ keyword: '翻译' })).toEqual(['official-translator']);
    expect(await names({ keyword: '%' })).toEqual([]);
    expect((await botCall(t, other, 'page', { category: 'nope' })).status).toBe(400);
    expect((await botCall(t, other, 'page', { sort: 'random' })).status).toBe(400);
    const newest = await names({ sort: 'newest' });
    expect(newest[0]).toBe(open.tableId);
  });

  it('pages like the other page calls', async () => {
    const first = (await botCall(t, null, 'page', { current: 1, size: 2 })).body.data;
    const second = (await botCall(t, null, 'page', { current: 2, size: 2 })).body.data;
    expect(first).toMatchObject({ current: 1, size: 2, records: [{}, {}] });
    expect(first.pages).toBe(Math.ceil(first.total / 2));
    expect(second.records[0].tableId).not.toBe(first.records[0].tableId);
  });
});

describe('tags and the sign-in list', () => {
  it('lists tags in both languages, without a sign-in', async () => {
    const en = (await botGet(t, '/api/cli/tag/v1/page')).body.data;
    expect(en.records[0]).toEqual({ id: 'translation', name: 'Translation' });
    const zhTags = (await botGet(t, '/api/cli/tag/v1/page?size=2', null, zh)).body.data;
    expect(zhTags.records).toEqual([
      { id: 'translation', name: '翻译' },
      { id: 'writing', name: '写作' },
    ]);
    expect((await botGet(t, '/api/cli/tag/v1/page?size=1000')).status).toBe(400);
  });

  it('lists the official bots for the sign-in area, without a sign-in', async () => {
    const list = (await botGet(t, '/api/cli/chat/bot/v1/listForLogin', null, zh)).body.data;
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list).toContainEqual(expect.objectContaining({ tableId: 'official-translator', botName: '翻译官' }));
  });
});

describe('changing and deleting', () => {
  it('updates only the fields given, replaces tags, and publishes', async () => {
    const bot = await createBot(t, owner, { tags: ['food'] });
    const updated = await botCall(t, owner, 'update', { tableId: bot.tableId, greeting: 'Hello again', tags: [] });
    expect(updated.body.data).toMatchObject({ greeting: 'Hello again', name: 'Tea guide', tags: [] });
    const bad = await botCall(t, owner, 'update', { tableId: bot.tableId, scoreThreshold: 1.5, name: 'Changed' });
    expect(bad.status).toBe(400);
    const unknownTag = await botCall(t, owner, 'update', { tableId: bot.tableId, tags: ['nope'], name: 'Changed' });
    expect(unknownTag.status).toBe(400);
    expect((await botCall(t, owner, 'get', { tableId: bot.tableId })).body.data.name).toBe('Tea guide');
    const published = await botCall(t, owner, 'setPublic', { tableId: bot.tableId, isPublic: true });
    expect(published.body.data.isPublic).toBe(true);
  });

  it('deletes a bot with its knowledge sources and bindings', async () => {
    const bot = await createBot(t, owner, { isPublic: true });
    const container = { kind: 'bot', id: bot.tableId };
    const added = await addSource(
      t,
      owner,
      { kind: 'text', title: 'Menu', body: 'Green tea costs 5 yuan.' },
      { container },
    );
    await settled(t, owner, added.body.data.id);
    await botCall(t, other, 'bind', { tableId: bot.tableId });
    expect((await botCall(t, owner, 'del', { tableId: bot.tableId })).body.data).toBe(true);
    expect((await listSources(t, owner, container)).body.data).toEqual([]);
    expect((await botCall(t, owner, 'get', { tableId: bot.tableId })).status).toBe(404);
    const bound = (await botCall(t, other, 'myList', {})).body.data.map((b: { tableId: string }) => b.tableId);
    expect(bound).not.toContain(bot.tableId);
    expect((await botCall(t, owner, 'del', { tableId: bot.tableId })).status).toBe(404);
  });
});
