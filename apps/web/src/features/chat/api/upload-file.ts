import type { UploadedFile } from '@inkstone/contract/files';
import { fileRoutes } from '@inkstone/contract/routes/files';
import { uploadFile } from '@/shared/api/upload.ts';

/**
 * The chat upload (multipart: filePurpose=chat, file, limitSize): the server reads
 * a document's text once, at upload. Progress and failures behave as every upload does.
 */
export function uploadChatFile(
  file: File,
  options: { limitBytes: number; onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<UploadedFile> {
  return uploadFile(file, {
    purpose: 'chat',
    route: fileRoutes.uploadChat,
    fields: { limitSize: String(options.limitBytes) },
    onProgress: options.onProgress,
    signal: options.signal,
  });
}
