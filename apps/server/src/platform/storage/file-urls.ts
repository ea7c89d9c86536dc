import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import type { Storage } from './storage.ts';
import { storedKey } from './stored-key.ts';

/**
 * Addresses of private files (DESIGN.md §4a): `/api/files/<id>.<ext>?exp=<unix s>&sig=<hmac>`,
 * the HMAC-SHA256 of `<id>.<exp>` under a server key. A signed address works without a token,
 * so `<img>` and downloads keep working, and stops working soon after. The database and the
 * stored records keep the plain address; it is signed each time it is handed out.
 */
export type FileUrls = {
  /** A plain file address signed from now; any other text is returned as it is. */
  sign(url: string): string;
  /** Every own-file address in `text` signed (a drawing prompt that quotes its pictures). */
  signAll(text: string): string;
  /** Every own-file address in `text` back to its plain, lasting form, for storing. */
  unsignAll(text: string): string;
  /** Whether `exp` and `sig` grant file `id` now. */
  verify(id: string, exp: unknown, sig: unknown): boolean;
  /** Seconds a verified address has left, for the cache headers. */
  secondsLeft(exp: unknown): number;
};

/** The key lives beside the files it guards, so every instance that serves them shares it. */
const KEY_PATH = 'keys/file-urls.key';
const KEY_LOCK = 7_031_002;
/** A signed address lasts at least this long … */
const LIFETIME_S = 60 * 60;
/**
 * … and ends on a whole quarter hour, so a page reloaded meanwhile gets the same address and
 * the browser's cached copy.
 */
const STEP_S = 15 * 60;

const FILE_ADDRESS = /(\/api\/files\/([a-f0-9]{32})\.[a-z0-9]+)(\?exp=\d+&sig=[\w-]+)?/g;
const PLAIN = /^\/api\/files\/([a-f0-9]{32})\.[a-z0-9]+$/;

export async function loadFileUrls(
  database: Pick<Database, 'withLock'>,
  storage: Storage,
  clock: Clock,
): Promise<FileUrls> {
  return fileUrls(await storedKey(database, storage, KEY_PATH, KEY_LOCK), clock);
}

export function fileUrls(key: Buffer, clock: Clock): FileUrls {
  const mac = (id: string, exp: number) => createHmac('sha256', key).update(`${id}.${exp}`).digest('base64url');
  const seconds = () => Math.floor(clock.now().getTime() / 1000);
  const expiry = () => Math.ceil((seconds() + LIFETIME_S) / STEP_S) * STEP_S;
  const signed = (path: string, id: string) => {
    const exp = expiry();
    return `${path}?exp=${exp}&sig=${mac(id, exp)}`;
  };
  const asExpiry = (exp: unknown) => (typeof exp === 'string' && /^\d{1,12}$/.test(exp) ? Number(exp) : null);

  return {
    sign(url) {
      const id = url.match(PLAIN)?.[1];
      return id ? signed(url, id) : url;
    },
    signAll: (text) => text.replace(FILE_ADDRESS, (_, path: string, id: string) => signed(path, id)),
    unsignAll: (text) => text.replace(FILE_ADDRESS, (_, path: string) => path),
    verify(id, exp, sig) {
      const until = asExpiry(exp);
      if (until === null || typeof sig !== 'string' || until < seconds()) return false;
      const expected = Buffer.from(mac(id, until));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    secondsLeft: (exp) => Math.max(0, (asExpiry(exp) ?? 0) - seconds()),
  };
}
