import { API_BASE } from '@inkstone/contract/envelope';
import { uploadedFileSchema, type UploadedFile } from '@inkstone/contract/files';
import { commonHeaders } from '@/shared/api/headers.ts';
import { ApiError } from '@/shared/api/errors.ts';
import { reportApiError } from '@/shared/api/report.ts';
import { logout } from '@/shared/session/logout.ts';

type Envelope = { code: number; msg: string; type?: 'WARN' | 'ERROR'; data?: unknown };

/**
 * POST cli/file/v1/uploadChat (multipart: filePurpose=chat, file, limitSize). XMLHttpRequest
 * rather than fetch because only it reports upload progress. Failures are toasted like any
 * API error and reject with the ApiError.
 */
export function uploadChatFile(file: File, options: { limitBytes: number; onProgress: (percent: number) => void; signal?: AbortSignal }): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (error: ApiError) => {
      if (error.isUnauthorized) logout();
      reportApiError(error);
      reject(error);
    };
    xhr.open('POST', `${API_BASE}/cli/file/v1/uploadChat`);
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
    form.append('filePurpose', 'chat');
    form.append('limitSize', String(options.limitBytes));
    form.append('file', file);
    xhr.send(form);
  });
}
