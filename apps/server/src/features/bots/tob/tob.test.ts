import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getJson, postJson } from '../../../testing/accounts.ts';
import { useFakeOpenAIApp } from '../../../testing/fake-openai-app.ts';
import { auth, type TestUser } from '../../../testing/harness.ts';
import { addSource, settled } from '../../knowledge/test-kit.ts';
import { botQuestions } from '../stats/tables.ts';
import { botCall, createBot, makeVip } from '../test-kit.ts';

/**
 * SPEC role b: a published bot answers anonymous visitors on its owner's site. No token is read;
 * a tmpUid belongs to one bot and one visitor's history; the owner's quota pays, within the
 * per-visitor rates and the owner's daily cap; upstream faults give the charge back and keep the
 * question.
 */
// Starting the app migrates a fresh database: slow on a busy machine.
vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
const kit = useFakeOpenAIApp({ TRUST_PROXY: '1' });
let owner: TestUser;
let stranger: TestUser;
let botA: string;
let botB: string;
let sourceId: string;

let ipCounter = 0;
/** Each call comes from its own address unless one is given: the per-address rate is tested apart. */
const from = (ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`, zh = false) => ({
  'x-forwarded-for': ip,
  ...(zh ? { 'accept-language': 'zh-CN' } : {}),
});
const api = (path: string) => `/api/${path}`;
const tmpUidFor = async (botId: string, headers = from(), held?: string) => {
  const query = held ? `&tmpUid=${encodeURIComponent(held)}` : '';
  const got = await getJson(kit.t, api(`cli/chatgpt/v1/getTmpUid?botId=${botId}${query}`), headers);
  expect(got.body.code).toBe(200);
  return got.body.data as string;
};
const ask = async (body: Record<string, unknown>, headers: Record<string, string> = from()) => {
  const response = await fetch(`${kit.t.url}${api('cli/chatgpt/v1/sseToB')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const raw = await response.text();
  const frames = raw.startsWith('data:')
    ? raw
        .split('\n\n')
        .filter((chunk) => chunk.startsWith('data: '))
        .map((chunk) => JSON.parse(chunk.slice(6)) as { code: number; end: boolean; data: Record<string, unknown> })
    : [];
  const text = frames.map((f) => (f.data?.type === 'text' ? f.data.content : '')).join('');
  return { status: response.status, frames, text, envelope: raw.startsWith('{') ? JSON.parse(raw) : null };
};
const page = (body: Record<string, unknown>, headers = from()) =>
  postJson(kit.t, api('cli/chatgpt/v1/pageToB'), body, headers);
const embed = (user: TestUser, verb: 'embedSettings' | 'setEmbed', body: object) => botCall(kit.t, user, verb, body);
const ownerCount = async () =>
  (await postJson(kit.t, api('cli/chatgpt/v1/getStatistics'), {}, auth(owner))).body.data.dailyCount as number;
const lastSystem = () =>
  String((kit.fake.requests.at(-1)!.body as { messages: { content: unknown }[] }).messages[0]!.content);

beforeAll(async () => {
  owner = kit.user;
  stranger = await kit.t.createUser();
  await makeVip(kit.t, owner);
  botA = (
    await createBot(kit.t, owner, {
      prompt: 'You are the Leaf & Cup shop assistant.',
      isPublic: true,
      scoreThreshold: 0,
    })
  ).tableId;
  botB = (await createBot(kit.t, owner, { name: 'Other', isPublic: true })).tableId;
  for (const id of [botA, botB])
    expect((await embed(owner, 'setEmbed', { tableId: id, enabled: true, dailyCap: 50 })).body.code).toBe(200);
  const menu = { kind: 'text', title: 'Menu', body: 'Our green tea costs 5 yuan a cup and oolong costs 8 yuan.' };
  sourceId = (await addSource(kit.t, owner, menu, { container: { kind: 'bot', id: botA } })).body.data.id;
  await settled(kit.t, owner, sourceId);
});

describe('the public face and visitor ids', () => {
  it('shows a published bot to anyone, without a token', async () => {
    const face = await getJson(kit.t, api(`cli/chat/bot/v1/getToB/${botA}`));
    expect(face.body.code).toBe(200);
    expect(face.body.data).toEqual({
      tableId: botA,
      name: 'Tea guide',
      avatar: expect.any(String),
      greeting: 'Welcome to the tea shop!',
      description: 'Knows our teas',
      showKnowledge: true,
    });
  });

  it('answers 404 for a private bot, a bot not published on sites, a free owner, an unknown id', async () => {
    const privateBot = (await createBot(kit.t, owner, { isPublic: false })).tableId;
    await embed(owner, 'setEmbed', { tableId: privateBot, enabled: true });
    const offBot = (await createBot(kit.t, owner, { isPublic: true })).tableId;
    const free = await kit.t.createUser();
    const freeBot = (await createBot(kit.t, free, { isPublic: true })).tableId;
    for (const id of [privateBot, offBot, freeBot, 'nope']) {
      const face = await getJson(kit.t, api(`cli/chat/bot/v1/getToB/${id}`), from(undefined, true));
      expect(face.status).toBe(404);
      expect(face.body.msg).toBe('这个机器人没有对外发布');
      const uid = await getJson(kit.t, api(`cli/chatgpt/v1/getTmpUid?botId=${id}`), from());
      expect(uid.status).toBe(404);
      expect(uid.body.msg).toBe('This bot is not published on websites');
    }
  });

  it('refuses a missing botId', async () => {
    expect((await getJson(kit.t, api('cli/chatgpt/v1/getTmpUid'), from())).status).toBe(400);
    expect((await getJson(kit.t, api('cli/chatgpt/v1/getTmpUid?botId='), from())).status).toBe(400);
  });
});

describe('a visitor chatting', () => {
  it('gets the bot’s answer from its prompt and knowledge, with citations, paid by the owner', async () => {
    const tmpUid = await tmpUidFor(botA);
    const before = await ownerCount();
    kit.fake.script({ kind: 'answer', text: 'Green tea is 5 yuan [1].' });
    const result = await ask({ tmpUid, botId: botA, prompt: 'How much is green tea?' });
    expect(result.status).toBe(200);
    expect(result.text).toBe('Green tea is 5 yuan [1].');
    expect(result.frames.at(-1)).toMatchObject({ code: 200, end: true, data: { type: 'done' } });
    expect(result.frames.some((f) => f.data?.type === 'source')).toBe(true);
    expect(lastSystem()).toContain('You are the Leaf & Cup shop assistant.');
    expect(lastSystem()).toContain('green tea costs 5 yuan');
    expect(await ownerCount()).toBe(before + 1);
    const history = await page({ tmpUid, botId: botA });
    expect(history.body.data.records).toEqual([
      expect.objectContaining({ input: 'How much is green tea?', response: 'Green tea is 5 yuan [1].', status: 'ok' }),
    ]);
    expect(history.body.data.records[0].sources[0]).toMatchObject({ sourceId });
    const settings = await embed(owner, 'embedSettings', { tableId: botA });
    expect(settings.body.data).toMatchObject({ enabled: true, live: true, usedToday: expect.any(Number) });
  });

  it('keeps visitors out of the owner’s own chat history', async () => {
    const tmpUid = await tmpUidFor(botA);
    await ask({ tmpUid, botId: botA, prompt: 'Hello there' });
    const topics = await postJson(kit.t, api('cli/chat/topic/v1/page'), {}, auth(owner));
    expect(topics.body.data.records).toEqual([]);
  });

  it('leaves citations out when the bot does not show its knowledge', async () => {
    await botCall(kit.t, owner, 'update', { tableId: botA, showKnowledge: false });
    const tmpUid = await tmpUidFor(botA);
    kit.fake.script({ kind: 'answer', text: 'Green tea is 5 yuan.' });
    const result = await ask({ tmpUid, botId: botA, prompt: 'How much is green tea?' });
    expect(result.frames.some((f) => f.data?.type === 'source')).toBe(false);
    expect((await page({ tmpUid, botId: botA })).body.data.records[0].sources).toEqual([]);
    expect((await getJson(kit.t, api(`cli/chat/bot/v1/getToB/${botA}`))).body.data.showKnowledge).toBe(false);
    await botCall(kit.t, owner, 'update', { tableId: botA, showKnowledge: true });
  });

  it('refuses a tmpUid of bot A used for bot B, and an unknown one, writing nothing', async () => {
    const tmpUid = await tmpUidFor(botA);
    const requests = kit.fake.requests.length;
    const before = await ownerCount();
    for (const body of [
      { tmpUid, botId: botB, prompt: 'Hi' },
      { tmpUid: 'vforged', botId: botA, prompt: 'Hi' },
    ]) {
      const result = await ask(body, from(undefined, true));
      expect(result.status).toBe(403);
      expect(result.envelope.msg).toBe('这个访客编号不属于这个机器人，请刷新页面重新开始');
    }
    const paged = await page({ tmpUid, botId: botB });
    expect(paged.status).toBe(403);
    expect(paged.body.msg).toBe('This visitor id does not belong to this bot; reload the page to start again');
    expect(kit.fake.requests.length).toBe(requests);
    expect(await ownerCount()).toBe(before);
    expect((await page({ tmpUid, botId: botA })).body.data.records).toEqual([]);
  });

  it('shows each visitor its own history only', async () => {
    const first = await tmpUidFor(botA);
    const second = await tmpUidFor(botA);
    await ask({ tmpUid: first, botId: botA, prompt: 'First visitor question' });
    await ask({ tmpUid: second, botId: botA, prompt: 'Second visitor question' });
    const mine = (await page({ tmpUid: second, botId: botA })).body.data;
    expect(mine.total).toBe(1);
    expect(mine.records.map((r: { input: string }) => r.input)).toEqual(['Second visitor question']);
    // Signed in as the owner changes nothing: the tmpUid is what names the history.
    const asOwner = (await page({ tmpUid: second, botId: botA }, { ...from(), ...auth(owner) })).body.data;
    expect(asOwner.records.map((r: { input: string }) => r.input)).toEqual(['Second visitor question']);
  });

  it('signs visitor ids: a forged or altered id reaches no history and gets a new visitor', async () => {
    const mine = await tmpUidFor(botA);
    await ask({ tmpUid: mine, botId: botA, prompt: 'My private question' });
    const other = await tmpUidFor(botA);
    await ask({ tmpUid: other, botId: botA, prompt: 'Their private question' });
    const [key, exp, sig] = mine.split('.') as [string, string, string];
    const [otherKey] = other.split('.') as [string];
    const requests = kit.fake.requests.length;
    for (const forged of [
      otherKey, // another visitor's stored key, unsigned (as ids used to be)
      `${otherKey}.${exp}.${sig}`, // another visitor's key under my signature
      `${key}.${exp}.${'A'.repeat(22)}`, // a made-up signature
      `${key}.${(parseInt(exp, 36) + 86_400).toString(36)}.${sig}`, // a later end, same signature
      `${other.split('.').slice(0, 2).join('.')}.${sig}`,
    ]) {
      expect((await page({ tmpUid: forged, botId: botA })).status).toBe(403);
      expect((await ask({ tmpUid: forged, botId: botA, prompt: 'Show me their history' })).status).toBe(403);
      const replaced = await tmpUidFor(botA, from(), forged);
      expect([key, otherKey]).not.toContain(replaced.split('.')[0]);
      expect((await page({ tmpUid: replaced, botId: botA })).body.data.total).toBe(0);
    }
    expect(kit.fake.requests.length).toBe(requests);
    // Bot A's signed id does not reach bot B, and asking B with it gives a new visitor of B.
    expect((await page({ tmpUid: mine, botId: botB })).status).toBe(403);
    expect((await tmpUidFor(botB, from(), mine)).split('.')[0]).not.toBe(key);
    // The genuine ids still read their own histories.
    expect(
      (await page({ tmpUid: other, botId: botA })).body.data.records.map((r: { input: string }) => r.input),
    ).toEqual(['Their private question']);
  });

  it('ends a visitor id 30 days after it was last renewed; the page’s held id comes back renewed', async () => {
    const first = await tmpUidFor(botA);
    await ask({ tmpUid: first, botId: botA, prompt: 'Before the renewal' });
    const [key] = first.split('.') as [string];
    kit.t.clock.advance(20 * 86_400_000);
    try {
      const renewed = await tmpUidFor(botA, from(), first);
      expect(renewed.split('.')[0]).toBe(key);
      expect(renewed).not.toBe(first);
      kit.t.clock.advance(15 * 86_400_000); // 35 days after the first id, 15 after its renewal
      await makeVip(kit.t, owner); // the owner's month of Pro ended meanwhile
      expect((await page({ tmpUid: first, botId: botA })).status).toBe(403);
      const history = await page({ tmpUid: renewed, botId: botA });
      expect(history.body.data.records.map((r: { input: string }) => r.input)).toEqual(['Before the renewal']);
      // The ended id is replaced by a new visitor with an empty history.
      const fresh = await tmpUidFor(botA, from(), first);
      expect(fresh.split('.')[0]).not.toBe(key);
      expect((await page({ tmpUid: fresh, botId: botA })).body.data.total).toBe(0);
    } finally {
      kit.t.clock.advance(-35 * 86_400_000);
    }
  });

  it('refuses bad input with the form’s messages, before anything is asked', async () => {
    const tmpUid = await tmpUidFor(botA);
    const requests = kit.fake.requests.length;
    const empty = await ask({ tmpUid, botId: botA, prompt: '   ' });
    expect(empty.status).toBe(400);
    const noUid = await ask({ botId: botA, prompt: 'Hi' });
    expect(noUid.status).toBe(400);
    const noBot = await ask({ tmpUid, prompt: 'Hi' });
    expect(noBot.status).toBe(400);
    const badFile = await ask({ tmpUid, botId: botA, prompt: 'Hi', fileList: ['someone-elses'] });
    expect(badFile.status).toBe(400);
    expect(badFile.envelope.msg).toBe('An attached file was not uploaded here; please attach it again');
    const badPage = await page({ tmpUid, botId: botA, size: 500 });
    expect(badPage.status).toBe(400);
    expect(kit.fake.requests.length).toBe(requests);
    expect((await page({ tmpUid, botId: botA })).body.data.total).toBe(0);
  });
});

describe('who pays, and how much', () => {
  it('gives the owner’s charge back on an upstream failure, keeping the visitor’s question', async () => {
    const tmpUid = await tmpUidFor(botA);
    const before = await ownerCount();
    const used = (await embed(owner, 'embedSettings', { tableId: botA })).body.data.usedToday;
    kit.fake.script({ kind: 'http-error', status: 500 });
    const result = await ask({ tmpUid, botId: botA, prompt: 'Will this fail?' });
    expect(result.frames.at(-1)).toMatchObject({ code: 500, end: true });
    expect(await ownerCount()).toBe(before);
    expect((await embed(owner, 'embedSettings', { tableId: botA })).body.data.usedToday).toBe(used);
    const [record] = (await page({ tmpUid, botId: botA })).body.data.records;
    expect(record).toMatchObject({ input: 'Will this fail?', status: 'fail', error: expect.any(String) });
  });

  it('stops at the owner’s daily cap, charging nothing over it', async () => {
    const capped = (await createBot(kit.t, owner, { isPublic: true })).tableId;
    await embed(owner, 'setEmbed', { tableId: capped, enabled: true, dailyCap: 2 });
    for (let i = 0; i < 2; i++) {
      const result = await ask({ tmpUid: await tmpUidFor(capped), botId: capped, prompt: `Question ${i}` });
      expect(result.status).toBe(200);
    }
    const before = await ownerCount();
    const tmpUid = await tmpUidFor(capped);
    const over = await ask({ tmpUid, botId: capped, prompt: 'One more' });
    expect(over.status).toBe(429);
    expect(over.envelope.msg).toBe(
      'This bot has answered all the questions its owner allows today; please come back tomorrow',
    );
    const overZh = await ask({ tmpUid, botId: capped, prompt: 'One more' }, from(undefined, true));
    expect(overZh.envelope.msg).toBe('这个机器人今天的回答次数已用完，请明天再来');
    expect(await ownerCount()).toBe(before);
    expect((await page({ tmpUid, botId: capped })).body.data.total).toBe(0);
    expect((await embed(owner, 'embedSettings', { tableId: capped })).body.data.usedToday).toBe(2);
  });

  it('answers exactly the cap when visitors ask at once', async () => {
    const raced = (await createBot(kit.t, owner, { isPublic: true })).tableId;
    await embed(owner, 'setEmbed', { tableId: raced, enabled: true, dailyCap: 3 });
    const ids = await Promise.all(Array.from({ length: 10 }, () => tmpUidFor(raced)));
    const before = await ownerCount();
    const results = await Promise.all(ids.map((tmpUid) => ask({ tmpUid, botId: raced, prompt: 'At once' })));
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    expect(results.filter((result) => result.status === 429)).toHaveLength(7);
    expect(await ownerCount()).toBe(before + 3);
    expect((await embed(owner, 'embedSettings', { tableId: raced })).body.data.usedToday).toBe(3);
  });

  it('limits one visitor’s pace, and one address’s', async () => {
    const tmpUid = await tmpUidFor(botB);
    for (let i = 0; i < 6; i++) expect((await ask({ tmpUid, botId: botB, prompt: `Q${i}` })).status).toBe(200);
    const fast = await ask({ tmpUid, botId: botB, prompt: 'Too fast' }, from(undefined, true));
    expect(fast.status).toBe(429);
    expect(fast.envelope.msg).toMatch(/^发送太频繁了，请 \d+ 秒后再试$/);
    const fastEn = await ask({ tmpUid, botId: botB, prompt: 'Too fast' });
    expect(fastEn.envelope.msg).toMatch(/^You are sending messages too fast; please wait \d+ s$/);

    const ip = '192.0.2.77';
    let refused = null;
    for (let i = 0; i < 25 && !refused; i++) {
      const result = await ask(
        { tmpUid: await tmpUidFor(botB), botId: botB, prompt: `From one address ${i}` },
        from(ip),
      );
      if (result.status === 429) refused = result;
    }
    expect(refused?.envelope.msg).toMatch(/^Too many messages from your network; please wait \d+ s$/);
  });
});

describe('attachments', () => {
  const upload = async (fields: Record<string, string>, text = 'Our shop opens at 9 am.') => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('file', new Blob([text], { type: 'text/plain' }), 'hours.txt');
    const response = await fetch(`${kit.t.url}${api('cli/file/v1/uploadToB')}`, {
      method: 'POST',
      body: form,
      headers: from(),
    });
    return {
      status: response.status,
      body: (await response.json()) as { code: number; msg: string; data: { fileId: string } },
    };
  };

  it('reads a visitor’s file with its question; another visitor cannot use it', async () => {
    const tmpUid = await tmpUidFor(botB);
    const uploaded = await upload({ tmpUid, botId: botB });
    expect(uploaded.body.code).toBe(200);
    await ask({ tmpUid, botId: botB, prompt: 'When do you open?', fileList: [uploaded.body.data.fileId] });
    expect(lastSystem()).toContain('Our shop opens at 9 am.');
    const [record] = (await page({ tmpUid, botId: botB })).body.data.records;
    expect(record.files).toEqual([{ fileId: uploaded.body.data.fileId, name: 'hours.txt', type: 'text/plain' }]);

    const other = await tmpUidFor(botB);
    const stolen = await ask({ tmpUid: other, botId: botB, prompt: 'Hi', fileList: [uploaded.body.data.fileId] });
    expect(stolen.status).toBe(400);
  });

  it('refuses an upload without a visitor of this bot', async () => {
    const tmpUid = await tmpUidFor(botA);
    expect((await upload({ tmpUid, botId: botB })).status).toBe(403);
    expect((await upload({ botId: botB })).status).toBe(400);
    expect((await upload({ tmpUid })).status).toBe(400);
  });
});

describe('the owner’s settings', () => {
  it('are the owner’s only: another user is refused and nothing is written', async () => {
    const privateBot = (await createBot(kit.t, owner, { isPublic: false })).tableId;
    for (const tableId of [botA, privateBot]) {
      const read = await embed(stranger, 'embedSettings', { tableId });
      expect([403, 404]).toContain(read.status);
      const write = await embed(stranger, 'setEmbed', { tableId, enabled: false, dailyCap: 1 });
      expect([403, 404]).toContain(write.status);
    }
    expect((await embed(stranger, 'setEmbed', { tableId: botA, enabled: false })).body.msg).toBe(
      'Sorry! You do not have permission to perform this action!',
    );
    expect((await embed(owner, 'embedSettings', { tableId: botA })).body.data).toMatchObject({
      enabled: true,
      dailyCap: 50,
    });
    expect((await botCall(kit.t, null, 'embedSettings', { tableId: botA })).status).toBe(401);
  });

  it('refuse a cap out of range and turning it on without Pro', async () => {
    const bad = await embed(owner, 'setEmbed', { tableId: botA, enabled: true, dailyCap: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('The daily cap must be a whole number from 1 to 100000');
    const free = await kit.t.createUser();
    const freeBot = (await createBot(kit.t, free, { isPublic: true })).tableId;
    const refused = await embed(free, 'setEmbed', { tableId: freeBot, enabled: true, dailyCap: 10 });
    expect(refused.status).toBe(403);
    expect((await embed(free, 'embedSettings', { tableId: freeBot })).body.data).toMatchObject({
      enabled: false,
      live: false,
    });
    expect((await embed(free, 'setEmbed', { tableId: freeBot, enabled: false, dailyCap: 10 })).body.code).toBe(200);
  });
});

describe('the embed script and page', () => {
  it('serves a cacheable script any site may load', async () => {
    const response = await fetch(`${kit.t.url}/embed.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toContain('max-age');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await response.text()).toContain("'/bot/b/'");
  });

  it('lets any site frame the customer page, and only that page', async () => {
    const page = await fetch(`${kit.t.url}/bot/b/${botA}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(page.headers.get('x-frame-options')).toBeNull();
    const other = await fetch(`${kit.t.url}/bot/discover`);
    expect(other.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });
});

describe('the data report', () => {
  it('counts a visitor’s question, the visitor as its own asker and conversation', async () => {
    const tmpUid = await tmpUidFor(botA);
    kit.fake.script({ kind: 'answer', text: 'Green tea is 5 yuan [1].' });
    expect((await ask({ tmpUid, botId: botA, prompt: 'How much is green tea?' })).status).toBe(200);
    // Counted under the visitor, not the id it holds now: a renewed id is the same asker.
    const visitor = tmpUid.split('.')[0]!;
    const rows = await kit.t.app.platform.db
      .select()
      .from(botQuestions)
      .where(eq(botQuestions.asker, `v:${visitor}`));
    expect(rows).toEqual([expect.objectContaining({ botId: botA, conversation: `v:${visitor}`, hits: 1 })]);
  });
});
