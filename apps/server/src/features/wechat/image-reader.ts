import { buffer } from 'node:stream/consumers';
import { ResultCode } from '@inkstone/contract/envelope';
import type { Principal } from '../../platform/access/authorize.ts';
import { safeFetch } from '../../platform/fetch/safe-fetch.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { downloadAccess, findFile } from '../files/service.ts';
import type { ImageReader } from './publish.ts';

const MAX_BYTES = 20 * 1024 * 1024;
const DATA_URI = /^data:image\/[\w.+-]+;base64,(.*)$/is;
/** One of our stored files, as the editor puts it in a document (plain or signed, with or without our host). */
const OWN_FILE = /^(?:https?:\/\/[^/]+)?\/api\/files\/([a-f0-9]{32})\.[a-z0-9]+(?:\?(.*))?$/i;

type ReaderPlatform = Pick<Platform, 'config' | 'db' | 'storage' | 'fileUrls'>;

/**
 * Reads the pictures an article points at, for `publishArticle`: inline `data:` images; our own
 * stored files straight from storage, when `user` may read them (their owner, or a valid signed
 * address — another user's private picture is refused as the files feature refuses it); any
 * other http(s) address through the platform's safe fetcher (never into our own network).
 */
export function articleImageReader(platform: ReaderPlatform, user: Principal): ImageReader {
  return async (src) => {
    const inline = DATA_URI.exec(src);
    if (inline) return { data: Buffer.from(inline[1]!, 'base64'), name: 'image' };
    const own = OWN_FILE.exec(src);
    if (own) return readOwnFile(platform, user, own[1]!.toLowerCase(), new URLSearchParams(own[2] ?? ''));
    if (!/^https?:\/\//i.test(src))
      throw new AppError(ResultCode.invalid, 'wechat.imageUnreadable', { name: src.slice(0, 80) });
    const name = decodeURIComponent(new URL(src).pathname.split('/').pop() || 'image');
    const page = await safeFetch(src, {
      maxBytes: MAX_BYTES,
      timeoutMs: 20_000,
      allowHosts: new Set(platform.config.FETCH_ALLOW_HOSTS),
      accept: 'image/*',
    });
    if (page.status < 200 || page.status >= 300)
      throw new AppError(ResultCode.invalid, 'wechat.imageUnreadable', { name });
    return { data: page.body, name };
  };
}

async function readOwnFile(platform: ReaderPlatform, user: Principal, id: string, query: URLSearchParams) {
  const file = await findFile(platform.db, id);
  if (!file) throw notFound();
  downloadAccess(platform.fileUrls, user, file, {
    exp: query.get('exp') ?? undefined,
    sig: query.get('sig') ?? undefined,
  });
  const stored = await platform.storage.get(file.storageKey);
  if (!stored) throw notFound();
  return { data: await buffer(stored.stream), name: file.name };
}
