import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@inkstone/contract/envelope';
import { FilePurpose, uploadedFileSchema } from '@inkstone/contract/files';
import { authenticate, optionalUser, requireUser } from '../../platform/auth/request-user.ts';
import { ok } from '../../platform/http/envelope.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import { ResultCode } from '@inkstone/contract/envelope';
import { Accept } from '../../platform/storage/sniff.ts';
import { reencodeAvatar } from '../../platform/storage/images.ts';
import { sniff } from '../../platform/storage/sniff.ts';
import { readUpload, storeUpload, type ReadUpload } from '../../platform/storage/upload.ts';
import { findFile } from './store.ts';
import { downloadAccess, presentFile, servingHeaders } from './service.ts';

/** Which sniffed types each upload purpose accepts. */
const acceptFor: Record<FilePurpose, readonly string[]> = {
  mj: Accept.images,
  avatar: Accept.images,
  chat: [...Accept.documents, ...Accept.images],
  knowledge: [...Accept.documents, ...Accept.images],
  notebook: [...Accept.documents, ...Accept.images],
  voice: Accept.audio,
  translate: Accept.pdf,
};

export async function fileRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/cli/file/v1/upload',
    {
      preValidation: authenticate,
      schema: {
        tags: ['files'],
        summary: 'Upload a file (multipart: file, filePurpose)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(uploadedFileSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const upload = await readUpload(request, app.platform.config.UPLOAD_LIMIT_BYTES);
      const purpose = FilePurpose.safeParse(upload.fields.filePurpose ?? 'mj');
      if (!purpose.success) throw invalid('errors.invalidField', { field: 'filePurpose' });
      const file = await storeUpload(app.platform, purpose.data === 'avatar' ? await asAvatar(upload) : upload, {
        accept: acceptFor[purpose.data],
        userId: user.id,
        purpose: purpose.data,
      });
      return ok(presentFile(file, app.platform.fileUrls));
    },
  );

  routes.get(
    '/api/files/:name',
    {
      schema: {
        tags: ['files'],
        summary: 'Download a stored file',
        description:
          'Avatars are public. Every other file is served only at the signed address the API hands out (`?exp=…&sig=…`, valid for about an hour), ' +
          'or to its owner with a bearer token; otherwise 403. A deleted file (or one of a deleted conversation) answers 404.',
        params: z.object({ name: z.string().max(80) }),
        querystring: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const { platform } = app;
      const id = request.params.name.split('.')[0] ?? '';
      const file = /^[a-f0-9]{32}$/.test(id) ? await findFile(platform.db, id) : null;
      if (!file) throw notFound();
      const cache = downloadAccess(platform.fileUrls, await optionalUser(request), file, request.query);
      const stored = await platform.storage.get(file.storageKey);
      if (!stored) throw notFound();
      return reply.headers(servingHeaders(file, cache)).send(stored.stream);
    },
  );
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
