import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@inkstone/contract/envelope';
import { formatSize } from '@inkstone/contract/files';
import { files, type FileRow } from '../db/tables/files.ts';
import { AppError, invalid } from '../http/errors.ts';
import type { Platform } from '../platform.ts';
import { sniff } from './sniff.ts';

export type ReadUpload = { name: string; data: Buffer; fields: Record<string, string> };

/** Reads one multipart file (held in memory up to `maxBytes`) and the form fields beside it. */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<ReadUpload> {
  if (!request.isMultipart()) throw new AppError(ResultCode.unsupportedMedia, 'errors.unsupportedMedia');
  const fields: Record<string, string> = {};
  let file: { name: string; data: Buffer } | null = null;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge(maxBytes) : error;
      });
      file = { name: part.filename || 'file', data };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file || file.data.length === 0) throw invalid('errors.invalidField', { field: 'file' });
  return { ...file, fields };
}

/**
 * Checks an upload by its sniffed type, never its name, then stores the bytes and records
 * the file. Nothing is written when the check fails.
 */
export async function storeUpload(
  platform: Pick<Platform, 'db' | 'storage'>,
  upload: ReadUpload,
  options: { accept: readonly string[]; userId: number | null; purpose: string },
): Promise<FileRow> {
  const kind = await sniff(upload.data);
  if (!kind || !options.accept.includes(kind.mime)) throw new AppError(ResultCode.unsupportedMedia, 'errors.fileType');
  const id = randomUUID().replaceAll('-', '');
  const storageKey = `${options.purpose}/${id.slice(0, 2)}/${id}.${kind.extension}`;
  await platform.storage.put(storageKey, upload.data);
  const [file] = await platform.db
    .insert(files)
    .values({
      id,
      userId: options.userId,
      purpose: options.purpose,
      name: cleanName(upload.name),
      mime: kind.mime,
      extension: kind.extension,
      size: upload.data.length,
      storageKey,
    })
    .returning();
  return file!;
}

function tooLarge(maxBytes: number) {
  return new AppError(ResultCode.tooLarge, 'errors.fileTooLarge', { limit: formatSize(maxBytes) });
}

/** Keeps a display name printable and short; it is never used as a path. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  return base.replace(/[\u0000-\u001f\u007f"]/g, '').slice(0, 200) || 'file';
}

export function fileUrl(file: Pick<FileRow, 'id' | 'extension'>): string {
  return `/api/files/${file.id}.${file.extension}`;
}

/** Removes a stored file and its record (an upload that turned out unusable). */
export async function discardFile(platform: Pick<Platform, 'db' | 'storage'>, file: FileRow): Promise<void> {
  await platform.db.delete(files).where(eq(files.id, file.id));
  await platform.storage.delete(file.storageKey);
}
