import { ResultCode } from '@inkstone/contract/envelope';
import { AppError } from '../../platform/http/errors.ts';

/**
 * WeChat's answers carry `errcode` (0 or absent: success) and `errmsg`. These are the codes we
 * tell apart; any other becomes a message naming the code and WeChat's own words.
 */
export const Errcode = {
  busy: -1,
  invalidCredential: 40001,
  invalidAppId: 40013,
  invalidToken: 40014,
  invalidSecret: 40125,
  ipNotWhitelisted: 40164,
  tokenExpired: 42001,
  dailyQuota: 45009,
  minuteQuota: 45011,
  notPermitted: 48001,
} as const;

/** An access token WeChat no longer takes: fetch a new one and try once more. */
export const TOKEN_REFUSALS: ReadonlySet<number> = new Set([
  Errcode.invalidCredential,
  Errcode.invalidToken,
  Errcode.tokenExpired,
]);

/** A refusal as WeChat gave it, before it is turned into a message. */
export class WechatRefusal extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`WeChat error ${errcode}: ${errmsg}`);
    this.name = 'WechatRefusal';
  }
}

/** 40164's errmsg names the refused address: "invalid ip 1.2.3.4 ipv6 ::ffff:1.2.3.4, not in whitelist rid: …". */
const refusedIp = (errmsg: string) => /invalid ip ([^\s,]+)/.exec(errmsg)?.[1] ?? '?';

/**
 * The owner-facing error for a refusal. `onTokenFetch`: on stable_token itself 40001 means the
 * secret is wrong (elsewhere it is a stale token, retried before it ever gets here).
 */
export function refusalError(refusal: WechatRefusal, onTokenFetch: boolean): AppError {
  const data = { errcode: refusal.errcode };
  const { errcode } = refusal;
  if (
    errcode === Errcode.invalidSecret ||
    errcode === Errcode.invalidAppId ||
    (onTokenFetch && TOKEN_REFUSALS.has(errcode))
  )
    return new AppError(ResultCode.invalid, 'wechat.badSecret', {}, { data });
  if (errcode === Errcode.ipNotWhitelisted)
    return new AppError(ResultCode.forbidden, 'wechat.ipNotWhitelisted', { ip: refusedIp(refusal.errmsg) }, { data });
  if (errcode === Errcode.dailyQuota || errcode === Errcode.minuteQuota)
    return new AppError(ResultCode.tooManyRequests, 'wechat.rateLimited', { code: errcode }, { warn: true, data });
  if (errcode === Errcode.busy) return new AppError(ResultCode.unavailable, 'wechat.busy', {}, { warn: true, data });
  if (errcode === Errcode.notPermitted) return new AppError(ResultCode.forbidden, 'wechat.notPermitted', {}, { data });
  if (TOKEN_REFUSALS.has(errcode))
    return new AppError(ResultCode.unavailable, 'wechat.tokenRefused', { code: errcode }, { data });
  // WeChat's errmsg ends with a request id ("rid: …") that says nothing to a reader.
  const reason = refusal.errmsg.replace(/\s*,?\s*rid:.*$/, '').slice(0, 200) || '-';
  return new AppError(ResultCode.invalid, 'wechat.unknownError', { code: errcode, reason }, { data });
}
