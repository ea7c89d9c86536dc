import {
  createPrivateKey,
  createPublicKey,
  randomBytes,
  sign,
  verify,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';

/**
 * WeChat Pay APIv3's signatures (WECHATPAY2-SHA256-RSA2048): RSA PKCS#1 v1.5 over SHA-256, base64.
 * Each signed message is a few lines, every one ending in `\n` — the last one too, which is the
 * usual reason a hand-made signature does not verify. Shared by the client and the fake so that both
 * sides spell the messages alike; a test against the fake therefore proves the format only as far as
 * these helpers are right, which is why they follow the documented layout line by line.
 */
export const SIGNATURE_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

/** What the merchant signs for each request: the path with its query exactly as sent, and '' as a GET's body. */
export const requestMessage = (method: string, pathWithQuery: string, timestamp: string, nonce: string, body: string) =>
  `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;

/** What WeChat Pay signs for each answer and notification. */
export const answerMessage = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;

/** What the merchant signs for the JSAPI bridge (WeixinJSBridge getBrandWCPayRequest). */
export const bridgeMessage = (appId: string, timeStamp: string, nonceStr: string, pkg: string) =>
  `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`;

export const rsaSign = (message: string, key: KeyObject) =>
  sign('sha256', Buffer.from(message), key).toString('base64');

export function rsaVerify(message: string, signature: string, key: KeyObject): boolean {
  try {
    return verify('sha256', Buffer.from(message), key, Buffer.from(signature, 'base64'));
  } catch {
    // A malformed signature is just a signature that does not verify.
    return false;
  }
}

/** 32 characters of [0-9A-Z], as WeChat Pay's own SDKs make them. */
export function nonceStr(length = 32): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

export const unixSeconds = (at: Date = new Date()) => String(Math.floor(at.getTime() / 1000));

/** The merchant private key, PKCS#8 (`BEGIN PRIVATE KEY`) or PKCS#1 (`BEGIN RSA PRIVATE KEY`). */
export const privateKeyFrom = (pem: string) => createPrivateKey(pem);

/**
 * The platform's key: either a platform certificate (the older scheme, serial = certificate serial) or
 * the WeChat Pay public key (the newer scheme, serial = `PUB_KEY_ID_…`). Both are PEM.
 */
export function platformKeyFrom(pem: string): KeyObject {
  return pem.includes('BEGIN CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
}

export type Authorization = {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
};

export function authorizationHeader(auth: Authorization): string {
  const pairs = (['mchid', 'nonce_str', 'signature', 'timestamp', 'serial_no'] as const).map(
    (k) => `${k}="${auth[k]}"`,
  );
  return `${SIGNATURE_SCHEME} ${pairs.join(',')}`;
}

/** Reads an Authorization header back (the fake's side); null when it is not this scheme. */
export function parseAuthorization(header: string | undefined): Partial<Authorization> | null {
  if (!header?.startsWith(`${SIGNATURE_SCHEME} `)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(SIGNATURE_SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    fields[match[1]!] = match[2]!;
  }
  return fields;
}
