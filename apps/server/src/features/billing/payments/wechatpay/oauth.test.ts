import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayProviderError } from '../trade.ts';
import { oauthAuthorizeUrl, openidFromCode } from './oauth.ts';
import { type FakeWechatPay, startFakeWechatPay } from './test-kit.ts';

let fake: FakeWechatPay;
beforeAll(async () => {
  fake = await startFakeWechatPay();
});
afterAll(() => fake.close());

/** Follows the authorize URL to the fake's redirect, as WeChat's in-app browser would, and reads the code. */
async function codeFrom(authorizeUrl: string) {
  const answer = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

describe('WeChat web authorisation (snsapi_base)', () => {
  const redirectUri = 'https://inkstone.example/pay/wechat/back?order=o1';

  it('spells the authorize URL as WeChat wants it', () => {
    const url = oauthAuthorizeUrl({ oauthUrl: 'https://open.weixin.qq.com', appId: 'wx1', redirectUri, state: 's1' });
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1' +
        `&redirect_uri=${encodeURIComponent(redirectUri)}` +
        '&response_type=code&scope=snsapi_base&state=s1#wechat_redirect',
    );
  });

  it('trades the code for the openid once', async () => {
    const back = await codeFrom(oauthAuthorizeUrl({ oauthUrl: fake.url, appId: fake.appId, redirectUri, state: 's2' }));
    expect(back.origin + back.pathname).toBe('https://inkstone.example/pay/wechat/back');
    expect(back.searchParams.get('order')).toBe('o1');
    expect(back.searchParams.get('state')).toBe('s2');
    const input = {
      apiBase: fake.url,
      appId: fake.appId,
      appSecret: fake.appSecret,
      code: back.searchParams.get('code')!,
    };
    expect(await openidFromCode(input)).toBe(fake.openid);
    await expect(openidFromCode(input)).rejects.toMatchObject({ code: '40029' });
  });

  it('turns errcode answers and an unreachable server into PayProviderError', async () => {
    const wrongSecret = { apiBase: fake.url, appId: fake.appId, appSecret: 'nope', code: 'x' };
    await expect(openidFromCode(wrongSecret)).rejects.toMatchObject({ code: '40125' });
    await expect(openidFromCode({ ...wrongSecret, apiBase: 'http://127.0.0.1:1' })).rejects.toBeInstanceOf(
      PayProviderError,
    );
  });
});
