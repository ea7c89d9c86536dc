import type { FastifyInstance } from 'fastify';
import { fileRoutes } from '@inkstone/contract/routes/files';
import { serve } from '../../platform/http/serve.ts';
import { readUpload } from '../../platform/storage/upload.ts';
import { attachFile } from './attach-file.ts';

/** POST cli/file/v1/uploadChat (form: filePurpose, file, limitSize): a chat attachment. */
export async function chatUploadRoute(app: FastifyInstance) {
  const { platform } = app;
  serve(app, fileRoutes.uploadChat, async (request) => {
    const upload = await readUpload(request, platform.config.CHAT_FILE_MAX_MB * 1024 * 1024);
    return attachFile(platform, request.user.id, upload);
  });
}
