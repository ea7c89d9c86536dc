import { API_BASE } from '@inkstone/contract/envelope';
import type { ZodType } from 'zod';
import type { FilePurpose, UploadedFile } from '@inkstone/contract/files';
import { fileRoutes } from '@inkstone/contract/routes/files';
import { openEnvelope, settleFailure } from './core.ts';
import { ApiError } from './errors.ts';
import { commonHeaders } from './headers.ts';

export type UploadOptions = {
  purpose: FilePurpose;
  /** The upload call: the general one, or the chat one that also extracts a document's text. */
  route?: typeof fileRoutes.upload | typeof fileRoutes.uploadChat;
  /** More form fields sent beside the file (e.g. limitSize). */
  fields?: Record<string, string>;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
  /** Skip the toast; the caller shows its own message. */
  silent?: boolean;
};

/** What an upload shows and how it ends: progress, cancelling, and whether errors toast. */
export type FormUploadOptions = {
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
  /** Skip the toast; the caller shows its own message. */
  silent?: boolean;
};

/**
 * Posts a multipart form to a contract route and answers its parsed data. XMLHttpRequest rather
 * than fetch because only it reports upload progress; progress stops at 99 until the server has
 * answered (it may read the file first). Failures are handled like any API error (toast unless
 * silent, 401 → logout) and reject with the ApiError.
 */
export function sendForm<T>(
  route: { method: string; path: string; answer: ZodType<T> },
  form: FormData,
  options: FormUploadOptions,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (error: ApiError) => reject(settleFailure(error, options));
    xhr.open(route.method, `${API_BASE}/${route.path}`);
    for (const [name, value] of Object.entries(commonHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onerror = () => fail(new ApiError('network', 'upload failed'));
    xhr.onabort = () => reject(new ApiError('aborted', 'aborted'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = openEnvelope(xhr.status, parseJson(xhr.responseText));
      } catch (caught) {
        return fail(caught instanceof ApiError ? caught : new ApiError('invalid', String(caught)));
      }
      const parsed = route.answer.safeParse(data);
      if (!parsed.success) return fail(new ApiError('invalid', `unexpected answer from ${route.path}`));
      options.onProgress(100);
      resolve(parsed.data);
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** An upload (multipart: file, filePurpose), SPEC §7 Files. */
export function uploadFile(file: File, options: UploadOptions): Promise<UploadedFile> {
  const form = new FormData();
  form.append('filePurpose', options.purpose);
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  form.append('file', file);
  return sendForm(options.route ?? fileRoutes.upload, form, options);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
