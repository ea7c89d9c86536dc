import { API_BASE } from '@inkstone/contract/envelope';
import { uploadedFileSchema, type FilePurpose, type UploadedFile } from '@inkstone/contract/files';
import { logout } from '../session/logout.ts';
import { ApiError } from './errors.ts';
import { commonHeaders } from './headers.ts';
import { reportApiError } from './report.ts';

type Envelope = { code: number; msg: string; type?: 'WARN' | 'ERROR'; data?: unknown };

export type UploadOptions = {
  purpose: FilePurpose;
  /** The upload call: the general one, or the chat one that also extracts a document's text. */
  path?: 'cli/file/v1/upload' | 'cli/file/v1/uploadChat';
  /** More form fields sent beside the file (e.g. limitSize). */
  fields?: Record<string, string>;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
  /** Skip the toast; the caller shows its own message. */
  silent?: boolean;
};

/**
 * POST cli/file/v1/upload (multipart: file, filePurpose), SPEC §7 Files. XMLHttpRequest rather
 * than fetch because only it reports upload progress; progress stops at 99 until the server
 * has answered. Failures are handled like any API error (toast, 401 → logout) and reject with
 * the ApiError.
 */
export function uploadFile(file: File, options: UploadOptions): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (error: ApiError) => {
      if (error.isUnauthorized) logout();
      if (!options.silent) reportApiError(error);
      reject(error);
    };
    xhr.open('POST', `${API_BASE}/${options.path ?? 'cli/file/v1/upload'}`);
    for (const [name, value] of Object.entries(commonHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onerror = () => fail(new ApiError('network', 'upload failed'));
    xhr.onabort = () => reject(new ApiError('aborted', 'aborted'));
    xhr.onload = () => {
      let payload: Envelope | undefined;
      try {
        payload = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        payload = undefined;
      }
      if (!payload || typeof payload.code !== 'number') return fail(new ApiError('invalid', `HTTP ${xhr.status}`, xhr.status === 401 ? 401 : null));
      if (payload.code !== 200) return fail(new ApiError('envelope', payload.msg, xhr.status === 401 ? 401 : payload.code, payload.type ?? null, payload.data));
      const parsed = uploadedFileSchema.safeParse(payload.data);
      if (!parsed.success) return fail(new ApiError('invalid', 'unexpected upload answer'));
      options.onProgress(100);
      resolve(parsed.data);
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('filePurpose', options.purpose);
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append('file', file);
    xhr.send(form);
  });
}
