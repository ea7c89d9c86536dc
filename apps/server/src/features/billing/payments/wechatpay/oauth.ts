import { z } from 'zod';
import { PayProviderError } from '../trade.ts';
import { DEFAULT_TIMEOUT_MS } from './settings.ts';

/**
 * The payer's openid for JSAPI pay inside WeChat's in-app browser: the official-account web
 * authorisation, silent scope (snsapi_base: no consent screen, only the openid). These answers are
 * not signed — the code is single-use and the call carries our app secret, over HTTPS.
 */

export const DEFAULT_OAUTH_URL = 'https://open.weixin.qq.com';
export const DEFAULT_SNS_API_BASE = 'https://api.weixin.qq.com';

/** WeChat reads the parameters in this order and wants the `#wechat_redirect` fragment. */
export function oauthAuthorizeUrl(input: { oauthUrl: string; appId: string; redirectUri: string; state: string }) {
  const query = new URLSearchParams([
    ['appid', input.appId],
    ['redirect_uri', input.redirectUri],
    ['response_type', 'code'],
    ['scope', 'snsapi_base'],
    ['state', input.state],
  ]);
  return `${(input.oauthUrl || DEFAULT_OAUTH_URL).replace(/\/+$/, '')}/connect/oauth2/authorize?${query}#wechat_redirect`;
}

const answerSchema = z.union([
  z.object({ openid: z.string().min(1) }),
  z.object({ errcode: z.number(), errmsg: z.string().optional() }),
]);

/** Trades the code of the redirect for the payer's openid; WeChat says errors as 200 `{errcode, errmsg}`. */
export async function openidFromCode(input: {
  apiBase: string;
  appId: string;
  appSecret: string;
  code: string;
  timeoutMs?: number;
}): Promise<string> {
  const timeoutMs = input.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const url = new URL(`${(input.apiBase || DEFAULT_SNS_API_BASE).replace(/\/+$/, '')}/sns/oauth2/access_token`);
  url.search = new URLSearchParams({
    appid: input.appId,
    secret: input.appSecret,
    code: input.code,
    grant_type: 'authorization_code',
  }).toString();

  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new PayProviderError('wechatpay', `sns oauth: no answer within ${timeoutMs} ms`);
    }
    throw new PayProviderError('wechatpay', `sns oauth: could not reach WeChat: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new PayProviderError('wechatpay', `sns oauth: unreadable answer (HTTP ${status})`, undefined, status);
  }
  const answer = answerSchema.safeParse(parsed);
  if (status >= 400 || !answer.success) {
    throw new PayProviderError('wechatpay', `sns oauth: unexpected answer (HTTP ${status})`, undefined, status);
  }
  if ('errcode' in answer.data) {
    const { errcode, errmsg } = answer.data;
    throw new PayProviderError('wechatpay', `sns oauth: ${errmsg ?? 'error'} (${errcode})`, String(errcode), status);
  }
  return answer.data.openid;
}
