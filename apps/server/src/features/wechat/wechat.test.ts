import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getJson, postForm } from '../../testing/accounts.ts';
import { json } from '../../testing/json.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import sharp from 'sharp';
import { fakeWechat } from './fake-wechat.ts';
import { accountOf, articleImageReader, publishArticle, publishStatus } from './service.ts';
import { wechatAccounts } from './tables.ts';

/**
 * The account calls and the share signature through the real server, with WeChat played by a
 * local fake (fake-wechat.ts): what the owner sees, what another user reaches (nothing), what the
 * table holds (no readable secret), and the signature with and without the server's account.
 */
vi.setConfig({ hookTimeout: 300_000, testTimeout: 60_000 });

const OWNER_APP = 'wx00000000000000a1';
const OWNER_SECRET = 'a'.repeat(16) + '0123456789abcdef';
const OTHER_APP = 'wx00000000000000b2';
const OTHER_SECRET = 'b'.repeat(32);
const SITE_APP = 'wx00000000000000c3';
const SITE_SECRET = 'c'.repeat(32);
const fake = fakeWechat({ [OWNER_APP]: OWNER_SECRET, [OTHER_APP]: OTHER_SECRET, [SITE_APP]: SITE_SECRET });
let t: TestApp;

beforeAll(async () => {
  const base = await fake.start();
  t = await startTestApp({ env: { WECHAT_API_BASE: base, WECHAT_APP_ID: SITE_APP, WECHAT_APP_SECRET: SITE_SECRET } });
});
afterAll(async () => {
  await t?.close();
  await fake.close();
});
beforeEach(() => {
  fake.state.blockedIp = null;
});

const get = (user: TestUser, language = 'en') =>
  getJson(t, '/api/cli/wx/mp/v1/account/get', { ...auth(user), 'accept-language': language });
const save = (user: TestUser, fields: Record<string, string>, language = 'en') =>
  postForm(t, '/api/cli/wx/mp/v1/account/save', fields, { ...auth(user), 'accept-language': language });
const del = (user: TestUser) => postForm(t, '/api/cli/wx/mp/v1/account/del', {}, auth(user));
const rowOf = async (user: TestUser) =>
  (await t.app.platform.db.select().from(wechatAccounts).where(eq(wechatAccounts.userId, user.id)))[0];

describe('the Official Account calls', () => {
  it('saves an account WeChat accepts, shows its AppID but never its secret, and forgets it', async () => {
    const owner = await t.createUser();
    expect((await get(owner)).body.data).toEqual({ appId: null, hasSecret: false, updatedAt: null });

    const saved = await save(owner, { appId: OWNER_APP, appSecret: OWNER_SECRET });
    expect(saved.body).toMatchObject({ code: 200, data: { appId: OWNER_APP, hasSecret: true } });
    expect(fake.callsTo('/cgi-bin/stable_token').at(-1)!.json).toMatchObject({
      appid: OWNER_APP,
      secret: OWNER_SECRET,
    });
    const shown = await get(owner);
    expect(shown.body.data).toMatchObject({ appId: OWNER_APP, hasSecret: true });
    expect(JSON.stringify(shown.body)).not.toContain(OWNER_SECRET);
    expect(JSON.stringify(saved.body)).not.toContain(OWNER_SECRET);

    // At rest the secret is sealed: not in the row, yet it opens for publishing.
    const row = (await rowOf(owner))!;
    expect(JSON.stringify(row)).not.toContain(OWNER_SECRET);
    expect(row.secretSealed).toMatch(/^v1\./);
    expect(await accountOf(t.app.platform, owner.id)).toEqual({ appId: OWNER_APP, appSecret: OWNER_SECRET });

    expect((await del(owner)).body.code).toBe(200);
    expect((await get(owner)).body.data).toEqual({ appId: null, hasSecret: false, updatedAt: null });
    await expect(accountOf(t.app.platform, owner.id)).rejects.toMatchObject({ key: 'wechat.noAccount' });
  });

  it('refuses a secret WeChat refuses, in both languages, and stores nothing', async () => {
    const owner = await t.createUser();
    const wrong = await save(owner, { appId: OWNER_APP, appSecret: 'd'.repeat(32) });
    expect(wrong.body.code).toBe(400);
    expect(wrong.body.msg).toContain('WeChat refused this AppID or AppSecret');
    const zh = await save(owner, { appId: OWNER_APP, appSecret: 'd'.repeat(32) }, 'zh-CN');
    expect(zh.body.msg).toContain('微信拒绝了该 AppID 或 AppSecret');
    expect(await rowOf(owner)).toBeUndefined();

    // A secret saved before stays when a later, wrong one is refused.
    await save(owner, { appId: OWNER_APP, appSecret: OWNER_SECRET });
    await save(owner, { appId: OWNER_APP, appSecret: 'd'.repeat(32) });
    expect(await accountOf(t.app.platform, owner.id)).toEqual({ appId: OWNER_APP, appSecret: OWNER_SECRET });
  });

  it('names the server address to whitelist', async () => {
    const owner = await t.createUser();
    fake.state.blockedIp = '198.51.100.23';
    const refused = await save(owner, { appId: OTHER_APP, appSecret: OTHER_SECRET });
    expect(refused.body.code).toBe(403);
    expect(refused.body.msg).toContain('198.51.100.23');
    expect(refused.body.msg).toContain('IP whitelist');
    expect(await rowOf(owner)).toBeUndefined();
  });

  it('checks the AppID and AppSecret shapes before asking WeChat', async () => {
    const owner = await t.createUser();
    const before = fake.calls.length;
    const badId = await save(owner, { appId: 'gh_123', appSecret: OWNER_SECRET });
    expect(badId.body).toMatchObject({ code: 400 });
    expect(badId.body.msg).toContain('The AppID is "wx" followed by 16 letters or digits');
    const badSecret = await save(owner, { appId: OWNER_APP, appSecret: 'short' }, 'zh-CN');
    expect(badSecret.body.msg).toContain('AppSecret 为 32 位字母或数字');
    expect(fake.calls.length).toBe(before);
  });

  it('keeps each user to their own account', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    await save(owner, { appId: OWNER_APP, appSecret: OWNER_SECRET });

    // The other user sees no account, and their delete leaves the owner's alone.
    expect((await get(other)).body.data).toEqual({ appId: null, hasSecret: false, updatedAt: null });
    expect((await del(other)).body.code).toBe(200);
    expect((await get(owner)).body.data.appId).toBe(OWNER_APP);

    // Naming the owner's ids changes nothing of theirs: the call acts on the token's user.
    const saved = await save(other, {
      appId: OTHER_APP,
      appSecret: OTHER_SECRET,
      userId: String(owner.id),
      tableId: String(owner.id),
    });
    expect(saved.body.data.appId).toBe(OTHER_APP);
    expect(await accountOf(t.app.platform, owner.id)).toEqual({ appId: OWNER_APP, appSecret: OWNER_SECRET });
    expect(await accountOf(t.app.platform, other.id)).toEqual({ appId: OTHER_APP, appSecret: OTHER_SECRET });

    // A sealed secret moved into another user's row does not open there.
    const ownerRow = (await rowOf(owner))!;
    await t.app.platform.db
      .update(wechatAccounts)
      .set({ appId: ownerRow.appId, secretSealed: ownerRow.secretSealed })
      .where(eq(wechatAccounts.userId, other.id));
    await expect(accountOf(t.app.platform, other.id)).rejects.toMatchObject({ key: 'wechat.noAccount' });
  });

  it('slows down guessing: the 11th save within 15 minutes is refused without asking WeChat', async () => {
    const owner = await t.createUser();
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await save(owner, { appId: OWNER_APP, appSecret: 'd'.repeat(32) })).body.code).toBe(400);
    const before = fake.calls.length;
    const eleventh = await save(owner, { appId: OWNER_APP, appSecret: OWNER_SECRET });
    expect(eleventh.body).toMatchObject({ code: 429, type: 'WARN' });
    expect(fake.calls.length).toBe(before);
    expect(await rowOf(owner)).toBeUndefined();
  });

  it('needs a signed-in user', async () => {
    expect((await getJson(t, '/api/cli/wx/mp/v1/account/get')).status).toBe(401);
    const anonymous = await postForm(t, '/api/cli/wx/mp/v1/account/save', {
      appId: OWNER_APP,
      appSecret: OWNER_SECRET,
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('publishing with a saved account', () => {
  const upload = async (user: TestUser, bytes: Buffer, name: string) => {
    const form = new FormData();
    form.set('filePurpose', 'mj');
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${t.url}/api/cli/file/v1/upload`, {
      method: 'POST',
      body: form,
      headers: auth(user),
    });
    const body = await json(response);
    expect(body.code).toBe(200);
    return body.data as { url: string; fileId: string };
  };
  const picture = (color: string) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
      .png()
      .toBuffer();

  it("publishes an article with the owner's own picture and follows it until published", async () => {
    const owner = await t.createUser();
    await save(owner, { appId: OWNER_APP, appSecret: OWNER_SECRET });
    const image = await upload(owner, await picture('#0F4C81'), 'blue.png');
    const { platform } = t.app;
    const plain = `/api/files/${image.fileId}.png`;
    const publishId = await publishArticle(
      platform,
      await accountOf(platform, owner.id),
      {
        title: '墨石发布测试',
        author: '作者',
        digest: '摘要',
        content: `<p>你好</p><img src="${plain}">`,
        cover: { data: await picture('#ffffff'), name: 'cover.png' },
      },
      articleImageReader(platform, owner),
    );
    const draft = [...fake.drafts.values()].at(-1)!;
    expect(draft.content).toMatch(/<img src="http:\/\/mmbiz\.qpic\.cn\/[^"]+">/);
    expect(fake.callsTo('/cgi-bin/media/uploadimg').at(-1)!.media!.filename).toBe('blue.png');
    const states = [];
    for (let look = 0; look < 5; look += 1) {
      const state = await publishStatus(platform, await accountOf(platform, owner.id), publishId);
      states.push(state.status);
      if (state.status !== 'publishing') break;
    }
    expect(states).toEqual(['publishing', 'published']);
  });

  it("refuses another user's private picture in the article", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const image = await upload(owner, await picture('#aa0000'), 'red.png');
    const read = articleImageReader(t.app.platform, other);
    await expect(read(`/api/files/${image.fileId}.png`)).rejects.toMatchObject({ key: 'errors.forbidden' });
    await expect(read(`${t.url}/api/files/${image.fileId}.png`)).rejects.toMatchObject({ key: 'errors.forbidden' });
    expect((await articleImageReader(t.app.platform, owner)(`/api/files/${image.fileId}.png`)).name).toBe('red.png');
  });
});

describe('the share signature (wx/mp/v1/futu/sign)', () => {
  it("signs a page with the server's account and the JS-SDK ticket, the # part left out", async () => {
    const url = 'https://inkstone.example/share/abc?from=timeline';
    const { body } = await postForm(t, '/api/wx/mp/v1/futu/sign', { url: `${url}#section-2` });
    expect(body.code).toBe(200);
    const { appId, timestamp, nonceStr, signature } = body.data;
    expect(appId).toBe(SITE_APP);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(nonceStr).toMatch(/^[A-Za-z0-9]{16}$/);
    const ticket = `JSAPI_TICKET_${SITE_APP}`;
    const raw = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
    expect(signature).toBe(createHash('sha1').update(raw).digest('hex'));

    // The ticket is kept: a second page costs no call to WeChat.
    const tickets = fake.callsTo('/cgi-bin/ticket/getticket').length;
    const again = await postForm(t, '/api/wx/mp/v1/futu/sign', { url });
    expect(again.body.data.nonceStr).not.toBe(nonceStr);
    expect(fake.callsTo('/cgi-bin/ticket/getticket')).toHaveLength(tickets);
  });

  it('refuses an address that is not http(s)', async () => {
    const { body } = await postForm(t, '/api/wx/mp/v1/futu/sign', { url: 'javascript:alert(1)' });
    expect(body).toMatchObject({ code: 400, msg: 'Please enter a valid http(s) address' });
  });

  it('says which settings to configure when the server has no account, and signs nothing', async () => {
    const bare = await startTestApp({ store: t.store, env: { WECHAT_API_BASE: 'http://127.0.0.1:9' } });
    try {
      const { body } = await postForm(bare, '/api/wx/mp/v1/futu/sign', { url: 'https://inkstone.example/' });
      expect(body.code).toBe(503);
      expect(body.msg).toContain('WECHAT_APP_ID');
      expect(body.msg).toContain('WECHAT_APP_SECRET');
      expect(body.data).toBeUndefined();
      const zh = await postForm(
        bare,
        '/api/wx/mp/v1/futu/sign',
        { url: 'https://inkstone.example/' },
        { 'accept-language': 'zh-CN' },
      );
      expect(zh.body.msg).toContain('本服务器未配置微信分享');
    } finally {
      await bare.close();
    }
  });
});
