import type { UploadedFile } from '@inkstone/contract/files';
import { formatSize } from '@inkstone/contract/files';
import type { FileRow } from '../../platform/db/tables/files.ts';
import { fileUrl } from '../../platform/storage/upload.ts';

/** SPEC.md §3's uploaded-file result for a stored file. */
export function presentFile(file: FileRow): UploadedFile {
  return {
    uid: file.id,
    name: file.name,
    extension: file.extension,
    size: file.size,
    sizeFormat: formatSize(file.size),
    type: file.mime,
    audioTime: null,
    status: 'success',
    url: fileUrl(file),
    length: null,
    fileId: file.id,
  };
}

/** Types a browser may show inline; everything else downloads, so no upload runs as a page. */
const INLINE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf', 'audio/mpeg', 'audio/wav', 'audio/webm', 'audio/ogg', 'audio/mp4']);

export function servingHeaders(file: FileRow): Record<string, string> {
  const disposition = INLINE.has(file.mime) ? 'inline' : 'attachment';
  return {
    'content-type': file.mime === 'text/plain' ? 'text/plain; charset=utf-8' : file.mime,
    'content-length': String(file.size),
    'content-disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'private, max-age=31536000, immutable',
  };
}
