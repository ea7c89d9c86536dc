import { formatSize, type UploadedFile } from '@inkstone/contract/files';
import type { FileRow } from '../../platform/db/tables/files.ts';
import type { FileUrls } from '../../platform/storage/file-urls.ts';
import { fileUrl } from '../../platform/storage/upload.ts';

/**
 * Files anyone may fetch by address: what a user shows to others on purpose (an avatar, an image
 * in a document they write to publish). Every other file is private.
 */
const PUBLIC_PURPOSES: ReadonlySet<string> = new Set(['avatar', 'write']);

export const isPublic = (file: Pick<FileRow, 'purpose'>) => PUBLIC_PURPOSES.has(file.purpose);

/** The address to hand out now: a public file's lasting one, a private file's signed for a while. */
export function addressOf(urls: FileUrls, file: Pick<FileRow, 'id' | 'extension' | 'purpose'>): string {
  return isPublic(file) ? fileUrl(file) : urls.sign(fileUrl(file));
}

/** SPEC.md §3's uploaded-file result for a stored file. */
export function presentFile(file: FileRow, urls: FileUrls): UploadedFile {
  return {
    uid: file.id,
    name: file.name,
    extension: file.extension,
    size: file.size,
    sizeFormat: formatSize(file.size),
    type: file.mime,
    audioTime: null,
    status: 'success',
    url: addressOf(urls, file),
    length: null,
    fileId: file.id,
  };
}
