import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { keptKey } from '../../../platform/storage/stored-key.ts';

/**
 * A visitor's id as handed out (the tmpUid): `<visitor>.<exp>.<sig>`, where `visitor` is the key
 * its history is stored under (`v` and 32 hex digits), `exp` the unix second it ends (base 36),
 * and `sig` the HMAC-SHA256 of `<visitor>.<bot>.<exp>` under a server key, cut to 128 bits. An id
 * cannot be made up or altered (another visitor's key with our signature), nor moved to another
 * bot; it ends 30 days after it was last renewed (getTmpUid renews a valid one on each visit).
 */
export const VISITOR_LIFETIME_S = 30 * 24 * 60 * 60;

/** The key lives with the stored files, so every instance reads the same one. */
const KEY_PATH = 'keys/embed-visitors.key';
const KEY_LOCK = 7_031_014;

/** Read once per process (made on first use). */
export const visitorKey = keptKey(KEY_PATH, KEY_LOCK);

const mac = (key: Buffer, visitor: string, botId: string, exp: number) =>
  createHmac('sha256', key).update(`${visitor}.${botId}.${exp}`).digest().subarray(0, 16).toString('base64url');

export const newVisitorKey = () => `v${randomUUID().replaceAll('-', '')}`;

/** The id handed out for `visitor` on `botId`, lasting VISITOR_LIFETIME_S from `now`. */
export function signVisitor(key: Buffer, visitor: string, botId: string, now: Date): string {
  const exp = Math.floor(now.getTime() / 1000) + VISITOR_LIFETIME_S;
  return `${visitor}.${exp.toString(36)}.${mac(key, visitor, botId, exp)}`;
}

const SHAPE = /^(v[0-9a-f]{32})\.([0-9a-z]{1,10})\.([\w-]{22})$/;

/** The visitor key an id names, when its signature is ours for `botId` and it has not ended; else null. */
export function readVisitor(key: Buffer, tmpUid: string, botId: string, now: Date): string | null {
  const parts = SHAPE.exec(tmpUid);
  if (!parts) return null;
  const [, visitor, expText, sig] = parts as unknown as [string, string, string, string];
  const exp = parseInt(expText, 36);
  const expected = Buffer.from(mac(key, visitor, botId, exp));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return exp * 1000 > now.getTime() ? visitor : null;
}
