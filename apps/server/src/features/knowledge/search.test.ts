import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container, SourceKind } from '@inkstone/contract/knowledge';
import { insertUser } from '../../platform/auth/users.ts';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import { migrate } from '../../platform/db/migrate.ts';
import { createTestStore, type TestStore } from '../../testing/database.ts';
import { chunksOf, forgetSource } from './chunks-store.ts';
import { learnText } from './learn.ts';
import { qaText } from './qa-text.ts';
import { searchLexical } from './search.ts';
import { insertSource, transitionSource } from './sources-store.ts';
import { knowledgeTerms } from './tables.ts';

let store: TestStore;
let database: Database;
let alice: number;
let bob: number;
const bot: Container = { kind: 'bot', id: 'bot-1' };
const otherBot: Container = { kind: 'bot', id: 'bot-2' };

const passages = {
  bridge: '南京长江大桥是长江上第一座由中国自行设计和建造的双层式铁路、公路两用桥梁，1968年建成通车，正桥长1577米。',
  wechat: '微信是腾讯公司推出的即时通讯软件，用户可以发送文字、语音和图片，也可以用微信支付付款。',
  tea: '龙井茶产于浙江杭州西湖一带，属于绿茶，以色绿、香郁、味甘、形美闻名。',
  refunds:
    'Refunds are issued within 14 days of purchase. ' +
    'To request a refund, write to support with your order number and the reason.',
  shipping:
    'Orders ship from our warehouse in Rotterdam. Standard shipping takes three to five business days in Europe.',
  battery:
    'The battery lasts about ten hours of continuous use and charges fully in two hours with the supplied cable.',
};

async function learnedSource(
  userId: number,
  container: Container,
  text: string,
  name = 'note',
  kind: SourceKind = 'text',
): Promise<string> {
  const id = randomUUID();
  await insertSource(database.db, {
    id,
    userId,
    containerKind: container.kind,
    containerId: container.id,
    kind,
    origin: 'original',
    name,
    size: text.length,
    payload: { kind: 'text', title: name, body: text },
  });
  for (const step of ['queued', 'learning'] as const) await transitionSource(database.db, id, step);
  expect(await learnText({ db: database.db, vectors: null }, id, { text })).not.toBeNull();
  return id;
}

beforeAll(async () => {
  store = await createTestStore();
  database = await openDatabase(store.databaseUrl ? { url: store.databaseUrl } : { dataDir: `${store.dataDir}/db` });
  await migrate(database);
  alice = (await insertUser(database.db, { nickname: 'alice' })).id;
  bob = (await insertUser(database.db, { nickname: 'bob' })).id;
  for (const [name, text] of Object.entries(passages)) await learnedSource(alice, bot, text, name);
});
afterAll(async () => {
  await database.close();
  await store.drop();
});

const search = (question: string, userId = alice, container = bot, topK = 3) =>
  searchLexical(database.db, { userId, container }, question, topK);

describe('lexical search', () => {
  it('finds the right Chinese passage for a Chinese question', async () => {
    const hits = await search('长江大桥是哪一年建成的？');
    expect(hits[0]!.sourceName).toBe('bridge');
    expect(hits[0]!.text).toBe(passages.bridge);
    const wechat = await search('怎么用微信付款');
    expect(wechat[0]!.sourceName).toBe('wechat');
  });

  it('finds the right English passage for an English question', async () => {
    const hits = await search('How many days do I have to ask for a refund?');
    expect(hits[0]!.sourceName).toBe('refunds');
    expect((await search('how long does the battery last'))[0]!.sourceName).toBe('battery');
  });

  it('ranks by BM25: a rare word outweighs a common one repeated, scores fall in order, top-k holds', async () => {
    const container: Container = { kind: 'notebook', id: 'idf' };
    for (const animal of ['cat', 'dog', 'hen', 'fox', 'owl', 'pig', 'cow', 'ram']) {
      await learnedSource(
        alice,
        container,
        `The ${animal} sat on the mat by the door of the house in the town.`,
        animal,
      );
    }
    await learnedSource(alice, container, 'Orders ship from Rotterdam.', 'rotterdam');
    const hits = await searchLexical(database.db, { userId: alice, container }, 'the Rotterdam', 3);
    expect(hits[0]!.sourceName).toBe('rotterdam');
    expect(hits).toHaveLength(3);
    for (let i = 1; i < hits.length; i++) expect(hits[i]!.score).toBeLessThanOrEqual(hits[i - 1]!.score);
  });

  it('returns offsets that point at the passage within its source text', async () => {
    const text = `# 产品说明\n\n${passages.battery}\n\n## 退款\n\n退款将在购买后十四天内办理，请写信给客服并附上订单号。`;
    const id = await learnedSource(alice, { kind: 'notebook', id: 'nb-1' }, text, 'manual');
    const [hit] = await searchLexical(
      database.db,
      { userId: alice, container: { kind: 'notebook', id: 'nb-1' } },
      '退款多久办理',
      1,
    );
    expect(hit!.sourceId).toBe(id);
    expect(text.slice(hit!.startOffset, hit!.endOffset)).toBe(hit!.text);
    expect(hit!.text).toContain('十四天');
  });

  it('never returns another user’s or another container’s chunks', async () => {
    await learnedSource(
      bob,
      bot,
      '鲍勃的秘密：保险箱密码是四七一九。Bob’s secret: the safe code is 4719.',
      'bob-secret',
    );
    await learnedSource(
      alice,
      otherBot,
      '另一个机器人的资料：保险箱在地下室。Another bot: the safe is in the basement.',
      'other-bot',
    );
    const asAlice = await search('保险箱 密码 safe code', alice, bot, 10);
    expect(asAlice.map((hit) => hit.sourceName)).not.toContain('bob-secret');
    expect(asAlice.map((hit) => hit.sourceName)).not.toContain('other-bot');
    const asBob = await search('保险箱 密码 safe code', bob, bot, 10);
    expect(asBob.map((hit) => hit.sourceName)).toEqual(['bob-secret']);
    // Bob's container id equals Alice's, yet her passages stay hers.
    expect(await search('长江大桥', bob, bot, 10)).toEqual([]);
  });

  it('drops near-identical passages, keeping the best one', async () => {
    const container: Container = { kind: 'notebook', id: 'dupes' };
    const text = 'The lighthouse keeper lit the lamp every evening at sunset, for forty years.';
    await learnedSource(alice, container, text, 'first');
    await learnedSource(alice, container, `${text} `, 'copy');
    await learnedSource(alice, container, 'The lighthouse was painted red and white.', 'other');
    const hits = await searchLexical(database.db, { userId: alice, container }, 'lighthouse keeper lamp', 5);
    expect(hits.filter((hit) => hit.text.startsWith('The lighthouse keeper'))).toHaveLength(1);
    expect(hits.map((hit) => hit.sourceName)).toContain('other');
  });

  it('searches only learned sources: a forgotten one stops answering', async () => {
    const container: Container = { kind: 'notebook', id: 'forget' };
    const id = await learnedSource(alice, container, '量子计算机利用量子比特进行运算。', 'quantum');
    expect(await searchLexical(database.db, { userId: alice, container }, '量子比特', 3)).toHaveLength(1);
    expect(await forgetSource(database.db, id)).not.toBeNull();
    expect(await chunksOf(database.db, id)).toEqual([]);
    expect(await searchLexical(database.db, { userId: alice, container }, '量子比特', 3)).toEqual([]);
  });

  it('finds a Q&A pair and quotes question and answer together', async () => {
    const container: Container = { kind: 'bot', id: 'faq' };
    const { text, blocks } = qaText([
      { question: '营业时间是几点？', answer: '每天上午九点到晚上九点。' },
      { question: 'Do you deliver on Sundays?', answer: 'Yes, within the city centre.' },
    ]);
    const id = randomUUID();
    await insertSource(database.db, {
      id,
      userId: alice,
      containerKind: 'bot',
      containerId: 'faq',
      kind: 'qa',
      origin: 'original',
      name: 'faq',
      payload: { kind: 'qa', pairs: [] },
    });
    await transitionSource(database.db, id, 'queued');
    await transitionSource(database.db, id, 'learning');
    await learnText({ db: database.db, vectors: null }, id, { text, blocks });
    const [hit] = await searchLexical(database.db, { userId: alice, container }, 'deliver sunday', 1);
    expect(hit!.text).toContain('Sundays');
    expect(hit!.text).toContain('Yes, within the city centre.');
  });

  it('gives nothing for a question with no words', async () => {
    expect(await search('？！…')).toEqual([]);
  });
});

describe('ingestion writes', () => {
  it('refuses to store chunks for a source cancelled while it was learning', async () => {
    const id = randomUUID();
    await insertSource(database.db, {
      id,
      userId: alice,
      containerKind: 'bot',
      containerId: 'bot-1',
      kind: 'text',
      origin: 'original',
      name: 'cancelled',
      payload: { kind: 'text', title: 'x', body: 'y' },
    });
    expect(await transitionSource(database.db, id, 'learned')).toBeNull();
    await transitionSource(database.db, id, 'queued');
    await transitionSource(database.db, id, 'learning', { countAttempt: true });
    expect((await transitionSource(database.db, id, 'cancelled'))!.status).toBe('cancelled');
    expect(await learnText({ db: database.db, vectors: null }, id, { text: '被取消的资料不应被学习。' })).toBeNull();
    expect(await chunksOf(database.db, id)).toEqual([]);
  });

  it('replaces a relearned source’s chunks in one go', async () => {
    const container: Container = { kind: 'notebook', id: 'relearn' };
    const id = await learnedSource(alice, container, 'The old version says the museum opens at nine.', 'museum');
    await transitionSource(database.db, id, 'toRelearn');
    // Still answering from the learned version while waiting to relearn.
    expect(await searchLexical(database.db, { userId: alice, container }, 'museum opens', 3)).toHaveLength(1);
    await transitionSource(database.db, id, 'relearning');
    const learned = await learnText({ db: database.db, vectors: null }, id, {
      text: 'The new version says the museum opens at ten.',
    });
    expect(learned).toMatchObject({ status: 'learned', chunkCount: 1 });
    const chunks = await chunksOf(database.db, id);
    expect(chunks.map((chunk) => chunk.text)).toEqual(['The new version says the museum opens at ten.']);
    // BM25's document frequencies follow the new chunks, not the old.
    const terms = await database.db.select().from(knowledgeTerms).where(eq(knowledgeTerms.sourceId, id));
    expect(terms.map((term) => term.lexeme)).toContain('ten');
    expect(terms.map((term) => term.lexeme)).not.toContain('nine');
    expect(terms.find((term) => term.lexeme === 'museum')!.chunks).toBe(1);
    await forgetSource(database.db, id);
    expect(await database.db.select().from(knowledgeTerms).where(eq(knowledgeTerms.sourceId, id))).toEqual([]);
  });
});
