import { ResultCode } from '@inkstone/contract/envelope';
import type { UploadedFile } from '@inkstone/contract/files';
import { extractText } from '../../platform/documents/extract.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { Accept } from '../../platform/storage/sniff.ts';
import { discardFile, storeUpload, type ReadUpload } from '../../platform/storage/upload.ts';
import { presentFile } from '../files/service.ts';
import { saveFileText } from './store.ts';

const KIND_NAMES: Record<string, string> = { 'application/pdf': 'PDF', 'text/plain': 'TXT' };

/**
 * Keeps a chat attachment. The text of a document is read once here and kept, so every later
 * question uses it directly; a document whose text cannot be read is not kept at all.
 */
export async function attachFile(
  platform: Pick<Platform, 'db' | 'storage' | 'fileUrls'>,
  userId: number,
  upload: ReadUpload,
): Promise<UploadedFile> {
  const accept = [...Accept.documents, ...Accept.images];
  const file = await storeUpload(platform, upload, { accept, userId, purpose: 'chat' });
  let text: string | null;
  try {
    text = await extractText(upload.data, file.mime);
  } catch {
    await discardFile(platform, file);
    throw new AppError(ResultCode.unsupportedMedia, 'chat.fileUnreadable', { kind: KIND_NAMES[file.mime] ?? 'Word' });
  }
  if (text !== null) await saveFileText(platform.db, file.id, text);
  return { ...presentFile(file, platform.fileUrls), length: text?.length ?? null };
}
