import type { Readable } from 'node:stream';
import type { Principal } from '../../platform/access/authorize.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { downloadAccess, servingHeaders } from './service.ts';
import { findFile } from './store.ts';

/**
 * A stored file by its address name (`<id>.<extension>`), when `user` or the signature may
 * read it: its bytes and the headers to serve them with. A missing file answers 404.
 */
export async function openDownload(
  platform: Pick<Platform, 'db' | 'storage' | 'fileUrls'>,
  user: Principal,
  name: string,
  signature: { exp?: string; sig?: string },
): Promise<{ headers: Record<string, string>; stream: Readable }> {
  const id = name.split('.')[0] ?? '';
  const file = /^[a-f0-9]{32}$/.test(id) ? await findFile(platform.db, id) : null;
  if (!file) throw notFound();
  const cache = downloadAccess(platform.fileUrls, user, file, signature);
  const stored = await platform.storage.get(file.storageKey);
  if (!stored) throw notFound();
  return { headers: servingHeaders(file, cache), stream: stored.stream };
}
