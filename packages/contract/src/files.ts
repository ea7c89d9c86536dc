import { z } from 'zod';

/** Uploaded file result of SPEC.md §3. */
export const uploadedFileSchema = z.object({
  uid: z.string(),
  name: z.string(),
  extension: z.string(),
  size: z.number().int(),
  sizeFormat: z.string(),
  type: z.string(),
  audioTime: z.number().nullable(),
  status: z.enum(['success', 'fail']),
  url: z.string(),
  length: z.number().int().nullable(),
  fileId: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** POST /api/cli/file/v1/upload — form fields besides the file. */
/** `write`: an image in a writing document, public like an avatar (it is shown in the published page). */
export const FilePurpose = z.enum(['mj', 'avatar', 'chat', 'knowledge', 'notebook', 'voice', 'translate', 'write']);
export type FilePurpose = z.infer<typeof FilePurpose>;

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)}KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)}MB`;
}
