import type { FastifyInstance } from 'fastify';
import { fileRoutes as table } from '@inkstone/contract/routes/files';
import { serve } from '../../platform/http/serve.ts';
import { readUpload } from '../../platform/storage/upload.ts';
import { openDownload } from './download.ts';
import { uploadFile } from './uploads.ts';

/** Uploads, and the address every stored file is served at (chat's own upload is in features/chat). */
export async function fileRoutes(app: FastifyInstance) {
  const { platform } = app;
  serve(app, table.upload, async (request) => {
    const upload = await readUpload(request, platform.config.UPLOAD_LIMIT_BYTES);
    return uploadFile(platform, request.user.id, upload);
  });
  serve(app, table.download, async (request, reply) => {
    const { headers, stream } = await openDownload(platform, request.user, request.params.name, request.query);
    return reply.headers(headers).send(stream);
  });
}
