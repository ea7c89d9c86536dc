import { authorize, type Principal } from '../../platform/access/authorize.ts';
import type { FileRow } from '../../platform/db/tables/files.ts';
import type { Platform } from '../../platform/platform.ts';
import type { FileUrls } from '../../platform/storage/file-urls.ts';
import { isPublic } from './present.ts';
import * as store from './store.ts';

// Other features present files through this service, the one module of files they may import.
export { addressOf, isPublic, presentFile } from './present.ts';
/** A stored file's record, for features that take a file by its id (they check its owner). */
export { findFile } from './store.ts';

/** Types a browser may show inline; everything else downloads, so no upload runs as a page. */
const INLINE = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
  'audio/mpeg',
  'audio/wav',
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
]);

/**
 * How long a browser may keep a served file: a public file never changes under its id; a
 * private one no longer than its signed address lasts, so nothing outlives its permission.
 */
export const cacheFor = (file: Pick<FileRow, 'purpose'>, seconds: number) =>
  isPublic(file) ? 'public, max-age=31536000, immutable' : `private, max-age=${seconds}`;

/**
 * Whether `user` may download `file`, and for how long their browser may keep it: a public
 * file is anyone's; a private one needs its signed address (a capability that lasts as long as
 * the signature) or its owner's sign-in; a private file of a deleted account answers not-found.
 */
export function downloadAccess(
  urls: FileUrls,
  user: Principal,
  file: FileRow,
  signature: { exp?: string; sig?: string },
): string {
  const signed = !isPublic(file) && urls.verify(file.id, signature.exp, signature.sig);
  const visibility = isPublic(file) ? 'public' : 'private';
  authorize(user, 'read', { ownerId: file.userId, visibility, capability: signed });
  return cacheFor(file, signed ? urls.secondsLeft(signature.exp) : 0);
}

export function servingHeaders(file: FileRow, cacheControl: string): Record<string, string> {
  const disposition = INLINE.has(file.mime) ? 'inline' : 'attachment';
  return {
    'content-type': file.mime === 'text/plain' ? 'text/plain; charset=utf-8' : file.mime,
    'content-length': String(file.size),
    'content-disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy':
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': cacheControl,
  };
}

/**
 * Deletes a user's files among `ids` (rows and bytes), so their addresses answer 404 at once,
 * signed or not. Only files of the given purposes: a conversation removes its attachments, not a
 * picture of the drawing page that was also quoted there.
 */
export async function deleteFiles(
  platform: Pick<Platform, 'db' | 'storage'>,
  userId: number,
  ids: string[],
  purposes: string[],
): Promise<number> {
  const removed = await store.deleteOwnFiles(platform.db, userId, ids, purposes);
  for (const file of removed) await platform.storage.delete(file.storageKey);
  return removed.length;
}
