import type { UploadedFile } from '@inkstone/contract/files';
import { uploadFile } from '@/shared/api/upload.ts';

/**
 * Uploads a file for a knowledge source (filePurpose `knowledge`); the source is then added by
 * its fileId. Silent: each file shows its own error in the dialog's list.
 */
export function uploadKnowledgeFile(
  file: File,
  options: { onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<UploadedFile> {
  return uploadFile(file, { purpose: 'knowledge', silent: true, ...options });
}
