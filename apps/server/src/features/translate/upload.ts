import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@inkstone/contract/envelope';
import { formatSize } from '@inkstone/contract/files';
import type { MessageKey } from '@inkstone/contract/messages';
import type { z } from 'zod';
import { AppError, invalid } from '../../platform/http/errors.ts';
import { PdfReadError, openPdf } from '../../platform/pdf-translate/index.ts';

export type TranslateUpload = { fields: Record<string, string>; file: { name: string; data: Buffer } | null };

/**
 * Reads the multipart body of `translation`: the fields and, unlike other uploads, an optional
 * `file` (a `fileId` may name an earlier upload instead). Over the size limit is refused in
 * translate's own words.
 */
export async function readTranslateUpload(request: FastifyRequest, maxBytes: number): Promise<TranslateUpload> {
  if (!request.isMultipart()) throw new AppError(ResultCode.unsupportedMedia, 'errors.unsupportedMedia');
  const fields: Record<string, string> = {};
  let file: TranslateUpload['file'] = null;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(ResultCode.tooLarge, 'translate.tooLarge', { limit: formatSize(maxBytes) });
        }
        throw error;
      });
      if (data.length > 0) file = { name: part.filename || 'document.pdf', data };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

/** Multipart fields through their contract schema: the first issue's message key, as JSON bodies get. */
export function fieldsOf<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const key = parsed.error.issues[0]?.message ?? 'errors.invalidRequest';
  throw invalid(key as MessageKey);
}

const PDF_REFUSALS: Record<PdfReadError['code'], MessageKey> = {
  not_pdf: 'translate.notPdf',
  encrypted: 'translate.encrypted',
  corrupt: 'translate.corrupt',
};

/**
 * Opens the bytes through the engine (the `%PDF-` header, then PDFium) only to count the pages:
 * a renamed file, an encrypted or a damaged PDF is refused here, before anything is kept or charged.
 */
export async function countPages(data: Uint8Array): Promise<number> {
  try {
    const source = await openPdf(data);
    try {
      return source.pageCount;
    } finally {
      source.close();
    }
  } catch (error) {
    if (error instanceof PdfReadError) throw new AppError(ResultCode.unsupportedMedia, PDF_REFUSALS[error.code]);
    throw error;
  }
}
