import { createHash, randomBytes } from 'node:crypto';

/**
 * The JS-SDK signature: sha1 over `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (the fields in
 * ASCII order, values raw, not URL-escaped), the url without its `#` part, as WeChat's JS-SDK
 * documentation (appendix 1) gives it.
 */
export function jsapiSignature(fields: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  const url = fields.url.split('#')[0]!;
  const raw = `jsapi_ticket=${fields.ticket}&noncestr=${fields.nonceStr}&timestamp=${fields.timestamp}&url=${url}`;
  return createHash('sha1').update(raw).digest('hex');
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 random letters and digits, like the documented example's noncestr. */
export function nonceStr(): string {
  return [...randomBytes(16)].map((byte) => LETTERS[byte % LETTERS.length]).join('');
}
