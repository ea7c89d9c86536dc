import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '@inkstone/contract/messages';
import { systemClock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/errors.ts';
import { WechatClient } from './client.ts';
import { fakeWechat } from './fake-wechat.ts';
import { publishArticle, publishStatus } from './publish.ts';

/**
 * The client against a local fake of the WeChat API (fake-wechat.ts), faults included: what goes
 * over the wire, what the owner reads when WeChat refuses, and what is refused before any call.
 */
vi.setConfig({ testTimeout: 60_000 });

const APP_ID = 'wx1234567890abcdef';
const SECRET = '0123456789abcdef0123456789abcdef';
const account = { appId: APP_ID, appSecret: SECRET };
const fake = fakeWechat({ [APP_ID]: SECRET });
let base = '';

beforeAll(async () => {
  base = await fake.start();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.state.blockedIp = null;
  fake.state.alwaysExpired = false;
  fake.state.publishOutcome = [1, 0];
  fake.expireTokens();
});

const newClient = () => new WechatClient({ baseUrl: base });
/** A platform of its own per test, so no token is held over from another test. */
const newPlatform = () => ({ config: { WECHAT_API_BASE: base } as Config, clock: systemClock });

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
const words = (error: AppError, language: 'en' | 'zh_CN' = 'en') => formatMessage(language, error.key, error.params);

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0F4C81' } })
    .png()
    .toBuffer();
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

describe('tokens', () => {
  it('fetches a stable token once per account and keeps it', async () => {
    const client = newClient();
    await client.verify(account);
    await client.verify(account);
    await client.jsapiTicket(account);
    const [fetch, ...more] = fake.callsTo('/cgi-bin/stable_token');
    expect(more).toHaveLength(0);
    expect(fetch!.json).toEqual({
      grant_type: 'client_credential',
      appid: APP_ID,
      secret: SECRET,
      force_refresh: false,
    });
  });

  it('never hands a token fetched with the right secret to a wrong one', async () => {
    const client = newClient();
    await client.verify(account);
    const error = await refusal(client.verify({ appId: APP_ID, appSecret: 'f'.repeat(32) }));
    expect(error.key).toBe('wechat.badSecret');
  });

  it('says the secret is wrong on 40125, and on 40001 when fetching the token', async () => {
    const wrong = await refusal(newClient().verify({ appId: APP_ID, appSecret: 'e'.repeat(32) }));
    expect(wrong).toMatchObject({ code: 400, key: 'wechat.badSecret', options: { data: { errcode: 40125 } } });
    expect(words(wrong)).toContain('AppSecret');
    expect(words(wrong, 'zh_CN')).toContain('AppSecret');

    fake.fail('/cgi-bin/stable_token', { errcode: 40001, errmsg: 'invalid credential' });
    const credential = await refusal(newClient().verify(account));
    expect(credential).toMatchObject({ key: 'wechat.badSecret', options: { data: { errcode: 40001 } } });

    const unknownApp = await refusal(newClient().verify({ appId: 'wxffffffffffffffff', appSecret: SECRET }));
    expect(unknownApp.key).toBe('wechat.badSecret');
  });

  it('names the address to whitelist when WeChat refuses the server IP (40164)', async () => {
    fake.state.blockedIp = '203.0.113.7';
    const error = await refusal(newClient().verify(account));
    expect(error).toMatchObject({ code: 403, key: 'wechat.ipNotWhitelisted', params: { ip: '203.0.113.7' } });
    expect(words(error)).toContain('203.0.113.7');
    expect(words(error)).toContain('IP whitelist');
    expect(words(error, 'zh_CN')).toContain('IP 白名单');
  });

  it('gets a new token once when WeChat says the token expired, and tries the call again', async () => {
    const client = newClient();
    await client.verify(account);
    fake.expireTokens();
    const url = await client.uploadBodyImage(account, {
      data: await png(8, 8),
      filename: 'a.png',
      contentType: 'image/png',
    });
    expect(url).toMatch(/^http:\/\/mmbiz\.qpic\.cn\//);
    const uploads = fake.callsTo('/cgi-bin/media/uploadimg');
    expect(uploads).toHaveLength(2);
    expect(uploads[0]!.query.access_token).not.toBe(uploads[1]!.query.access_token);
    const tokens = fake.callsTo('/cgi-bin/stable_token');
    expect(tokens.map((call) => call.json!.force_refresh)).toEqual([false, true]);
    // The new token is kept: the next call fetches none.
    await client.uploadBodyImage(account, { data: await png(8, 8), filename: 'b.png', contentType: 'image/png' });
    expect(fake.callsTo('/cgi-bin/stable_token')).toHaveLength(2);
  });

  it('does not loop when the new token is refused too', async () => {
    const client = newClient();
    await client.verify(account);
    fake.state.alwaysExpired = true;
    const error = await refusal(client.publishState(account, '2247000001'));
    expect(error).toMatchObject({ key: 'wechat.tokenRefused', params: { code: 42001 } });
    expect(fake.callsTo('/cgi-bin/freepublish/get')).toHaveLength(2);
    expect(fake.callsTo('/cgi-bin/stable_token')).toHaveLength(2);
  });

  it('maps quota, busy, permission and unknown codes to their own messages', async () => {
    const client = newClient();
    fake.fail(
      '/cgi-bin/freepublish/get',
      { errcode: 45009, errmsg: 'reach max api daily quota limit' },
      { errcode: -1, errmsg: 'system error' },
      { errcode: 48001, errmsg: 'api unauthorized' },
      { errcode: 53503, errmsg: 'draft not in publish state rid: 1234-5678' },
    );
    const quota = await refusal(client.publishState(account, '1'));
    expect(quota).toMatchObject({ code: 429, key: 'wechat.rateLimited', params: { code: 45009 } });
    expect((await refusal(client.publishState(account, '1'))).key).toBe('wechat.busy');
    expect((await refusal(client.publishState(account, '1'))).key).toBe('wechat.notPermitted');
    const unknown = await refusal(client.publishState(account, '1'));
    expect(unknown.key).toBe('wechat.unknownError');
    expect(words(unknown)).toBe('WeChat refused the call with error 53503: draft not in publish state');
    expect(words(unknown, 'zh_CN')).toContain('53503');
  });

  it('says WeChat cannot be reached when nothing answers', async () => {
    const client = new WechatClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    expect((await refusal(client.verify(account))).key).toBe('wechat.unreachable');
  });

  it('keeps the JS-SDK ticket until it is about to end', async () => {
    let now = Date.now();
    const client = new WechatClient({ baseUrl: base, now: () => now });
    const ticket = await client.jsapiTicket(account);
    expect(ticket).toBe(`JSAPI_TICKET_${APP_ID}`);
    await client.jsapiTicket(account);
    expect(fake.callsTo('/cgi-bin/ticket/getticket')).toHaveLength(1);
    expect(fake.callsTo('/cgi-bin/ticket/getticket')[0]!.query.type).toBe('jsapi');
    now += 7200 * 1000;
    await client.jsapiTicket(account);
    expect(fake.callsTo('/cgi-bin/ticket/getticket')).toHaveLength(2);
  });

  it('shares one token and one ticket fetch among pages signed at once', async () => {
    const client = newClient();
    const tickets = await Promise.all(Array.from({ length: 8 }, () => client.jsapiTicket(account)));
    expect(new Set(tickets).size).toBe(1);
    expect(fake.callsTo('/cgi-bin/stable_token')).toHaveLength(1);
    expect(fake.callsTo('/cgi-bin/ticket/getticket')).toHaveLength(1);
  });
});

describe('publishing an article', () => {
  const article = async (overrides: Record<string, unknown> = {}) => ({
    title: '墨石：写作从这里开始'.padEnd(32, '字'),
    author: '张三',
    digest: '一篇测试文章',
    content: '<section><p>正文</p><img src="data:image/png;base64,ONE" alt="a"><p>再见</p></section>',
    cover: { data: await png(900, 500), name: 'cover.png' },
    ...overrides,
  });

  it('refuses an over-long title, author or digest before any call, each with its own message', async () => {
    const platform = newPlatform();
    const reader = vi.fn();
    const cases = [
      [
        { title: '标'.repeat(33) },
        'wechat.titleTooLong',
        'The title must not exceed 32 characters for WeChat (33 now)',
      ],
      [
        { author: 'A'.repeat(17) },
        'wechat.authorTooLong',
        "The author's name must not exceed 16 characters for WeChat (17 now)",
      ],
      [
        { digest: '摘'.repeat(129) },
        'wechat.digestTooLong',
        'The summary must not exceed 128 characters for WeChat (129 now)',
      ],
      [{ title: '  ' }, 'wechat.titleRequired', 'Please give the article a title'],
      [{ cover: null }, 'wechat.coverRequired', 'Please choose a cover picture'],
    ] as const;
    for (const [change, key, text] of cases) {
      const error = await refusal(publishArticle(platform, account, await article(change), reader));
      expect(error.key).toBe(key);
      expect(words(error)).toBe(text);
    }
    expect(fake.calls).toHaveLength(0);
    expect(reader).not.toHaveBeenCalled();
  });

  it('uploads body images (compressed), points their src there, adds cover and draft, submits', async () => {
    const platform = newPlatform();
    const big = await noise(1500, 1500).png().toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const small = await png(40, 30);
    const images: Record<string, Buffer> = {
      'https://img.example/big.png': big,
      'https://img.example/small.png': small,
    };
    const content =
      '<p>一</p><img src="https://img.example/big.png"><p>二</p>' +
      '<img style="width:100%" src=\'https://img.example/small.png\'><img src="https://img.example/big.png">';
    const publishId = await publishArticle(platform, account, await article({ content }), async (src) => ({
      data: images[src]!,
      name: src.split('/').pop()!,
    }));
    expect(publishId).toMatch(/^2247\d+$/);

    const uploads = fake.callsTo('/cgi-bin/media/uploadimg');
    expect(uploads).toHaveLength(2);
    const bigUpload = uploads.find((call) => call.media!.filename.startsWith('big'))!.media!;
    expect(bigUpload.filename).toBe('big.jpg');
    expect(bigUpload.bytes.length).toBeLessThanOrEqual(1024 * 1024);
    expect((await sharp(bigUpload.bytes).metadata()).width).toBe(1080);
    // A picture that already fits goes as it is.
    expect(uploads.find((call) => call.media!.filename === 'small.png')!.media!.bytes.equals(small)).toBe(true);

    const [cover] = fake.callsTo('/cgi-bin/material/add_material');
    expect(cover!.query.type).toBe('image');
    const [draftCall] = fake.callsTo('/cgi-bin/draft/add');
    const sent = (draftCall!.json!.articles as Array<Record<string, unknown>>)[0]!;
    expect(sent).toMatchObject({ author: '张三', digest: '一篇测试文章', need_open_comment: 0 });
    expect([...String(sent.title)]).toHaveLength(32);
    expect(sent.thumb_media_id).toMatch(/^MATERIAL_/);
    expect(String(sent.content)).not.toContain('img.example');
    expect(String(sent.content).match(/src=["']http:\/\/mmbiz\.qpic\.cn\//g)).toHaveLength(3);
    expect(String(sent.content)).toContain('style="width:100%"');
    expect(fake.callsTo('/cgi-bin/freepublish/submit')[0]!.json).toEqual({
      media_id: expect.stringMatching(/^DRAFT_/),
    });

    expect(await publishStatus(platform, account, publishId)).toEqual({
      status: 'publishing',
      articleUrls: [],
      failedArticles: [],
    });
    expect(await publishStatus(platform, account, publishId)).toEqual({
      status: 'published',
      articleUrls: ['https://mp.weixin.qq.com/s/fake'],
      failedArticles: [],
    });
  });

  it('reports a failed publication: the audit (4) and a normal failure (3)', async () => {
    const platform = newPlatform();
    const reader = async () => ({ data: await png(20, 20), name: 'one.png' });
    fake.state.publishOutcome = [1, 4];
    const audited = await publishArticle(platform, account, await article(), reader);
    expect((await publishStatus(platform, account, audited)).status).toBe('publishing');
    expect(await publishStatus(platform, account, audited)).toMatchObject({
      status: 'auditFailed',
      failedArticles: [1],
    });
    fake.state.publishOutcome = [3];
    const failed = await publishArticle(platform, account, await article(), reader);
    expect((await publishStatus(platform, account, failed)).status).toBe('failed');
  });

  it('refuses a picture still over 1 MB after compression, before any call', async () => {
    const tall = await noise(1080, 5000).jpeg({ quality: 90 }).toBuffer();
    const error = await refusal(
      publishArticle(newPlatform(), account, await article(), async () => ({ data: tall, name: 'tall.jpg' })),
    );
    expect(error).toMatchObject({ key: 'wechat.imageTooLarge', params: { name: 'tall.jpg', limit: '1 MB' } });
    expect(words(error)).toBe(
      'The picture tall.jpg is still larger than 1 MB after compression: please use a smaller one',
    );
    expect(fake.calls).toHaveLength(0);
  });

  it('refuses a file that is not a picture', async () => {
    const error = await refusal(
      publishArticle(newPlatform(), account, await article(), async () => ({
        data: Buffer.from('hello'),
        name: 'x.png',
      })),
    );
    expect(error).toMatchObject({ key: 'wechat.imageUnreadable', params: { name: 'x.png' } });
    expect(fake.calls).toHaveLength(0);
  });
});
