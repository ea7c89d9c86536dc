import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';

/**
 * The fake gateway's own RSA2 code, written from Alipay's documentation rather than borrowed from
 * the SDK, so a test that passes proves the client and the documented wire format agree — not
 * that the SDK agrees with itself.
 */

export type KeyPair = { privateKey: KeyObject; publicKey: KeyObject };

export const newKeyPair = (): KeyPair => generateKeyPairSync('rsa', { modulusLength: 2048 });

/**
 * The string Alipay signs: parameters sorted by name, `k=v` joined by `&`, values as they are
 * (not URL-encoded), empty values left out. Requests leave out `sign`; notifications and the
 * synchronous return leave out `sign` and `sign_type`.
 */
export function signContent(params: Record<string, string>, omit: readonly string[]): string {
  return Object.keys(params)
    .filter((key) => !omit.includes(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export const rsa2Sign = (key: KeyObject, content: string) =>
  createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');

export function rsa2Verify(key: KeyObject, content: string, signature: string | undefined): boolean {
  if (!signature) return false;
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** `{"<method>_response":{…},"sign":"…"}` with the signature over the exact text of the `{…}`. */
export function signedAnswer(key: KeyObject, method: string, answer: Record<string, string>): string {
  const body = JSON.stringify(answer);
  return `{"${method.replaceAll('.', '_')}_response":${body},"sign":${JSON.stringify(rsa2Sign(key, body))}}`;
}
