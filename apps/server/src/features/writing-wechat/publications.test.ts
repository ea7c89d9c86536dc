import { formatMessage } from '@inkstone/contract/messages';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { postForm } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { json } from '../../testing/json.ts';
import { fakeWechat } from '../wechat/test-kit.ts';
import { newDoc, write, zh } from '../writing/test-kit.ts';
import { writingWechatPublications } from './tables.ts';

/**
 * The publications the server keeps of a document sent to an Official Account: recorded by
 * wechatPublish, followed and updated by wechatStatus (and answered from the record once final),
 * read back by wechatLatest after a reload; WeChat's faults kept as the reason; another user's
 * document refused on every call; purging the document removes them.
 */
vi.setConfig({ hookTimeout: 300_000, testTimeout: 60_000 });
const APP = 'wx00000000000000e5';
const SECRET = 'e'.repeat(32);
const accounts: Record<string, string> = { [APP]: SECRET };
const fake = fakeWechat(accounts);
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let image: string;

beforeAll(async () => {
  t = await startTestApp({ env: { WECHAT_API_BASE: await fake.start() } });
  owner = await t.createUser();
  stranger = await t.createUser();
  const saved = await postForm(t, '/api/cli/wx/mp/v1/account/save', { appId: APP, appSecret: SECRET }, auth(owner));
  expect(saved.body.code).toBe(200);
  image = await picture(owner);
});
afterAll(async () => {
  await t?.close();
  await fake.close();
});
beforeEach(() => {
  accounts[APP] = SECRET;
  fake.state.blockedIp = null;
  fake.state.publishOutcome = [1, 0];
});

async function picture(user: TestUser) {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('filePurpose', 'write');
  form.set('file', new Blob([new Uint8Array(bytes)]), 'cover.png');
  const response = await fetch(`${t.url}/api/cli/file/v1/upload`, { method: 'POST', body: form, headers: auth(user) });
  return ((await json(response)).data as { url: string }).url;
}

const call =
  (name: string) =>
  (user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
    write(t, user, `doc/v1/${name}`, body, headers);
const publish = call('wechatPublish');
const status = call('wechatStatus');
const latest = call('wechatLatest');
const article = (title = 'Spring tea') => newDoc(t, owner, { title, content: `Green tea.\n\n![tea](${image})` });
const rowsOf = (documentId: string) =>
  t.app.platform.db
    .select()
    .from(writingWechatPublications)
    .where(sql`${writingWechatPublications.documentId} = ${documentId}`);

describe('the stored publications of a document', () => {
  it('are recorded, followed until published, answered from the record once final, read after a reload', async () => {
    const doc = await article();
    const none = await latest(owner, { id: doc.id });
    expect([none.status, none.body.data]).toEqual([200, null]);

    const sent = await publish(owner, { id: doc.id, author: 'Ink' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'publishing', appId: APP, reason: null, articleUrl: null });
    const { publishId } = sent.body.data as { publishId: string };
    expect((await latest(owner, { id: doc.id })).body.data).toMatchObject({ publishId, status: 'publishing' });

    expect((await status(owner, { id: doc.id, publishId })).body.data).toMatchObject({ status: 'publishing' });
    const done = await status(owner, { id: doc.id, publishId });
    expect(done.body.data).toMatchObject({ status: 'published', wechatStatus: 'published' });
    expect(done.body.data.articleUrl).toMatch(/^https:\/\/mp\.weixin\.qq\.com\//);

    // Final: neither status nor latest asks WeChat again.
    const asked = fake.callsTo('/cgi-bin/freepublish/get').length;
    expect((await status(owner, { id: doc.id, publishId })).body.data.status).toBe('published');
    const reloaded = await latest(owner, { id: doc.id });
    expect(reloaded.body.data).toMatchObject({ publishId, status: 'published', articleUrl: done.body.data.articleUrl });
    expect(fake.callsTo('/cgi-bin/freepublish/get')).toHaveLength(asked);
    expect(await rowsOf(doc.id)).toHaveLength(1);
  });

  it('keeps a publication WeChat fails as failed with the reason, in both languages', async () => {
    fake.state.publishOutcome = [1, 4];
    const doc = await article();
    const { publishId } = (await publish(owner, { id: doc.id })).body.data as { publishId: string };
    await status(owner, { id: doc.id, publishId });
    const failed = await status(owner, { id: doc.id, publishId });
    expect(failed.body.data).toMatchObject({
      status: 'failed',
      wechatStatus: 'auditFailed',
      reason: formatMessage('en', 'wechat.publishState.auditFailed'),
      articleUrl: null,
    });
    const inChinese = await latest(owner, { id: doc.id }, zh);
    expect(inChinese.body.data.reason).toBe(formatMessage('zh_CN', 'wechat.publishState.auditFailed'));
  });

  it('refuses bad input and another user’s document on every call, changing nothing', async () => {
    const doc = await article();
    const { publishId } = (await publish(owner, { id: doc.id })).body.data as { publishId: string };
    for (const [name, body] of [
      ['wechatPublish', { id: doc.id }],
      ['wechatStatus', { id: doc.id, publishId }],
      ['wechatLatest', { id: doc.id }],
    ] as const) {
      const foreign = await call(name)(stranger, body);
      expect([name, foreign.status, foreign.body.msg]).toEqual([name, 403, formatMessage('en', 'errors.forbidden')]);
      const foreignZh = await call(name)(stranger, body, zh);
      expect(foreignZh.body.msg).toBe(formatMessage('zh_CN', 'errors.forbidden'));
      const missing = await call(name)(owner, { ...body, id: 'no-such-document' });
      expect(missing.status).toBe(404);
      const blank = await call(name)(owner, { ...body, id: '  ' });
      expect(blank.status).toBe(400);
    }
    expect((await status(owner, { id: doc.id })).status).toBe(400);
    expect((await status(owner, { id: doc.id, publishId: 42 })).status).toBe(400);
    const unknown = await status(owner, { id: doc.id, publishId: '999' }, zh);
    expect([unknown.status, unknown.body.msg]).toEqual([404, formatMessage('zh_CN', 'wechat.publicationNotFound')]);
    const tooLong = await publish(owner, { id: doc.id, digest: 'd'.repeat(129) });
    expect([tooLong.status, tooLong.body.msg]).toEqual([
      400,
      formatMessage('en', 'wechat.digestTooLong', { count: 129 }),
    ]);
    expect(await rowsOf(doc.id)).toHaveLength(1);
  });

  it('keeps WeChat’s refusals as the reason: a wrong AppSecret, an address not whitelisted', async () => {
    const doc = await article();
    accounts[APP] = 'f'.repeat(32);
    fake.expireTokens();
    const wrong = await publish(owner, { id: doc.id }, zh);
    expect([wrong.status, wrong.body.msg]).toEqual([400, formatMessage('zh_CN', 'wechat.badSecret')]);
    const kept = await latest(owner, { id: doc.id });
    expect(kept.body.data).toMatchObject({
      status: 'failed',
      publishId: null,
      reason: formatMessage('en', 'wechat.badSecret'),
    });

    accounts[APP] = SECRET;
    fake.state.blockedIp = '203.0.113.7';
    fake.expireTokens();
    const blocked = await publish(owner, { id: doc.id });
    expect(blocked.status).toBe(403);
    expect(blocked.body.msg).toBe(formatMessage('en', 'wechat.ipNotWhitelisted', { ip: '203.0.113.7' }));
    expect((await latest(owner, { id: doc.id }, zh)).body.data.reason).toBe(
      formatMessage('zh_CN', 'wechat.ipNotWhitelisted', { ip: '203.0.113.7' }),
    );
    expect(fake.drafts.size).toBeGreaterThan(0);
    expect((await rowsOf(doc.id)).map((row) => row.status)).toEqual(['failed', 'failed']);
  });

  it('gets a new token once when WeChat says the held one expired, and publishes', async () => {
    const doc = await article();
    expect((await publish(owner, { id: doc.id })).status).toBe(200);
    // The server now holds a token, which WeChat then stops taking.
    fake.expireTokens();
    const before = fake.callsTo('/cgi-bin/stable_token').length;
    const sent = await publish(owner, { id: doc.id });
    expect(sent.body.data.status).toBe('publishing');
    const fetched = fake.callsTo('/cgi-bin/stable_token').slice(before);
    expect(fetched.map((fetch) => fetch.json?.force_refresh)).toEqual([true]);
  });

  it('are removed with the document when it is purged', async () => {
    const doc = await article();
    await publish(owner, { id: doc.id });
    expect(await rowsOf(doc.id)).toHaveLength(1);
    // What the purge job does to a document 30 days in the trash.
    await t.app.platform.db.execute(sql`delete from writing_documents where id = ${doc.id}`);
    expect(await rowsOf(doc.id)).toHaveLength(0);
  });
});
