import { buffer } from 'node:stream/consumers';
import type { TranslateTaskFiles } from '@inkstone/contract/translate';
import type { FileRow } from '../../platform/db/tables/files.ts';
import type { Platform } from '../../platform/platform.ts';
import { fileUrl, storeUpload } from '../../platform/storage/upload.ts';
import { findFile } from '../files/service.ts';
import type { TranslateTaskRow } from './tables.ts';

const PDF = ['application/pdf'];

/** Keeps PDF bytes as the owner's private file (purpose `translate`), served at signed addresses. */
export function keepPdf(
  platform: Pick<Platform, 'db' | 'storage'>,
  userId: number,
  name: string,
  data: Uint8Array,
): Promise<FileRow> {
  return storeUpload(
    platform,
    { name, data: Buffer.from(data), fields: {} },
    { accept: PDF, userId, purpose: 'translate' },
  );
}

/** The stored bytes of a file, or null when they are gone. */
export async function readStored(platform: Pick<Platform, 'storage'>, file: Pick<FileRow, 'storageKey'>) {
  const stored = await platform.storage.get(file.storageKey);
  return stored ? buffer(stored.stream) : null;
}

/** `paper.pdf` → `paper.zh_CN.mono.pdf`: what the download is saved as. */
export function outputName(fileName: string, lang: string, kind: 'mono' | 'dual'): string {
  const base = fileName.replace(/\.pdf$/i, '') || 'document';
  return `${base}.${lang}.${kind}.pdf`;
}

/** The task's files as signed addresses (about an hour): the source always, the outputs once made. */
export async function signedFiles(
  platform: Pick<Platform, 'db' | 'fileUrls'>,
  row: TranslateTaskRow,
): Promise<TranslateTaskFiles> {
  const sign = async (id: string | null) => {
    const file = id ? await findFile(platform.db, id) : null;
    return file ? platform.fileUrls.sign(fileUrl(file)) : undefined;
  };
  const [source, mono, dual] = await Promise.all([sign(row.sourceFileId), sign(row.monoFileId), sign(row.dualFileId)]);
  return { source: source ?? '', ...(mono ? { mono } : {}), ...(dual ? { dual } : {}) };
}
