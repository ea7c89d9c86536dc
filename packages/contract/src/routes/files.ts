import { z } from 'zod';
import { uploadedFileSchema } from '../files.ts';
import { defineRoute } from './define.ts';

/** Uploads read their multipart fields themselves: `file`, `filePurpose` and, for chat, `limitSize`. */
const upload = { method: 'POST', encoding: 'multipart', answer: uploadedFileSchema, auth: 'user' } as const;

/** SPEC.md §7 Files, and the address every stored file is served at. */
export const fileRoutes = {
  upload: defineRoute({
    ...upload,
    path: 'cli/file/v1/upload',
    tag: 'files',
    summary: 'Upload a file (multipart: file, filePurpose)',
  }),
  /** The text of a document is read once on upload and kept for every later question. */
  uploadChat: defineRoute({
    ...upload,
    path: 'cli/file/v1/uploadChat',
    tag: 'chat',
    summary: 'Attach a file to a chat (pdf, doc/docx, txt, images)',
  }),
  download: defineRoute({
    method: 'GET',
    path: 'files/:name',
    params: z.object({ name: z.string().max(80) }),
    query: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
    answer: 'binary',
    auth: 'optional',
    tag: 'files',
    summary: 'Download a stored file',
    description:
      'Avatars are public. Every other file is served only at the signed address the API hands out ' +
      '(`?exp=…&sig=…`, valid for about an hour), or to its owner with a bearer token; otherwise 403. ' +
      'A deleted file (or one of a deleted conversation) answers 404.',
  }),
};
