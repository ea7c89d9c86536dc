import { ResultCode } from '@inkstone/contract/envelope';
import { FilePurpose, type UploadedFile } from '@inkstone/contract/files';
import { knowledgeFileFormats } from '@inkstone/contract/knowledge-api';
import { AppError, invalid } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { reencodeAvatar } from '../../platform/storage/images.ts';
import { Accept, sniff } from '../../platform/storage/sniff.ts';
import { storeUpload, type ReadUpload } from '../../platform/storage/upload.ts';
import { presentFile } from './present.ts';

/** Which sniffed types each upload purpose accepts. */
const acceptFor: Record<FilePurpose, readonly string[]> = {
  mj: Accept.images,
  avatar: Accept.images,
  chat: [...Accept.documents, ...Accept.images],
  knowledge: Accept.knowledge,
  notebook: Accept.knowledge,
  voice: Accept.audio,
  translate: Accept.pdf,
  write: Accept.images,
};

const KNOWLEDGE_PURPOSES: ReadonlySet<FilePurpose> = new Set(['knowledge', 'notebook']);

/** Keeps an uploaded file for the purpose its form names (drawing inputs when none is named). */
export async function uploadFile(
  platform: Pick<Platform, 'db' | 'storage' | 'fileUrls'>,
  userId: number,
  upload: ReadUpload,
): Promise<UploadedFile> {
  const purpose = FilePurpose.safeParse(upload.fields.filePurpose ?? 'mj');
  if (!purpose.success) throw invalid('errors.invalidField', { field: 'filePurpose' });
  const kept = purpose.data === 'avatar' ? await asAvatar(upload) : upload;
  const file = await storeUpload(platform, kept, {
    accept: acceptFor[purpose.data],
    userId,
    purpose: purpose.data,
  }).catch((error: unknown) => {
    // Knowledge names the formats it takes, so the user knows what to convert to (SPEC §5).
    if (error instanceof AppError && error.key === 'errors.fileType' && KNOWLEDGE_PURPOSES.has(purpose.data))
      throw new AppError(ResultCode.unsupportedMedia, 'knowledge.unsupportedFormat', {
        formats: knowledgeFileFormats.join(', '),
      });
    throw error;
  });
  return presentFile(file, platform.fileUrls);
}

/** Avatars are images only, re-encoded to a 256 px PNG before they are stored. */
async function asAvatar(upload: ReadUpload): Promise<ReadUpload> {
  const kind = await sniff(upload.data);
  if (!kind || !Accept.images.includes(kind.mime as (typeof Accept.images)[number])) {
    throw new AppError(ResultCode.unsupportedMedia, 'errors.fileType');
  }
  const data = await reencodeAvatar(upload.data).catch(() => {
    throw new AppError(ResultCode.unsupportedMedia, 'errors.fileType');
  });
  return { ...upload, name: upload.name.replace(/\.\w+$/, '') + '.png', data };
}
