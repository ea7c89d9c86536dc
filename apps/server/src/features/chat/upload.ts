import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, ResultCode } from '@inkstone/contract/envelope';
import { uploadedFileSchema } from '@inkstone/contract/files';
import { extractText } from '../../platform/documents/extract.ts';
import { authenticate, requireUser } from '../../platform/auth/request-user.ts';
import { ok } from '../../platform/http/envelope.ts';
import { AppError } from '../../platform/http/errors.ts';
import { Accept } from '../../platform/storage/sniff.ts';
import { discardFile, readUpload, storeUpload } from '../../platform/storage/upload.ts';
import { presentFile } from '../files/service.ts';
import { saveFileText } from './store.ts';

const KIND_NAMES: Record<string, string> = { 'application/pdf': 'PDF', 'text/plain': 'TXT' };

/**
 * POST cli/file/v1/uploadChat (form: filePurpose, file, limitSize): a chat attachment. The
 * text of a document is read once here and kept, so every later question uses it directly.
 */
export async function chatUploadRoute(app: FastifyInstance) {
  const { platform } = app;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/cli/file/v1/uploadChat',
    {
      preValidation: authenticate,
      schema: { tags: ['chat'], summary: 'Attach a file to a chat (pdf, doc/docx, txt, images)', consumes: ['multipart/form-data'], response: { 200: envelopeOf(uploadedFileSchema) } },
    },
    async (request) => {
      const user = await requireUser(request);
      const maxBytes = platform.config.CHAT_FILE_MAX_MB * 1024 * 1024;
      const upload = await readUpload(request, maxBytes);
      const file = await storeUpload(platform, upload, { accept: [...Accept.documents, ...Accept.images], userId: user.id, purpose: 'chat' });
      let text: string | null;
      try {
        text = await extractText(upload.data, file.mime);
      } catch {
        await discardFile(platform, file);
        throw new AppError(ResultCode.unsupportedMedia, 'chat.fileUnreadable', { kind: KIND_NAMES[file.mime] ?? 'Word' });
      }
      if (text !== null) await saveFileText(platform.db, file.id, text);
      return ok({ ...presentFile(file, platform.fileUrls), length: text?.length ?? null });
    },
  );
}
