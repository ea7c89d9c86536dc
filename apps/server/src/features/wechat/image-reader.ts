import { ResultCode } from '@inkstone/contract/envelope';
import { safeFetch } from '../../platform/fetch/safe-fetch.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import type { ImageReader } from './publish.ts';

const MAX_BYTES = 20 * 1024 * 1024;
const DATA_URI = /^data:image\/[\w.+-]+;base64,(.*)$/is;

/**
 * Reads the pictures an article points at: inline `data:` images, and http(s) addresses through
 * the platform's safe fetcher (never into our own network). A caller whose images live in its
 * own storage passes its own reader to `publishArticle` instead.
 */
export function articleImageReader(platform: Pick<Platform, 'config'>): ImageReader {
  return async (src) => {
    const name = src.startsWith('data:')
      ? 'image'
      : decodeURIComponent(new URL(src, 'http://x').pathname.split('/').pop() || 'image');
    const inline = DATA_URI.exec(src);
    if (inline) return { data: Buffer.from(inline[1]!, 'base64'), name };
    if (!/^https?:\/\//i.test(src))
      throw new AppError(ResultCode.invalid, 'wechat.imageUnreadable', { name: src.slice(0, 80) });
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
