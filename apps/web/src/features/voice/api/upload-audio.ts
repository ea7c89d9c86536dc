import { API_BASE } from '@inkstone/contract/envelope';
import type { Recording, SpokenLanguage } from '@inkstone/contract/voice';
import { voiceRoutes as table } from '@inkstone/contract/routes/voice';
import { openEnvelope, settleFailure } from '@/shared/api/core.ts';
import { ApiError } from '@/shared/api/errors.ts';
import { commonHeaders } from '@/shared/api/headers.ts';

export type AudioUpload = {
  title?: string;
  language?: SpokenLanguage;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * An audio file to cli/voice/v1/upload (multipart: file, title?, language?). XMLHttpRequest
 * because only it reports upload progress, which a 200 MB file needs; progress stops at 99 until
 * the server has answered (it probes the file first). Silent: the panel shows the refusal.
 */
export function uploadAudio(file: File, options: AudioUpload): Promise<Recording> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (error: ApiError) => reject(settleFailure(error, { silent: true }));
    xhr.open(table.upload.method, `${API_BASE}/${table.upload.path}`);
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
      const parsed = table.upload.answer.safeParse(data);
      if (!parsed.success) return fail(new ApiError('invalid', 'unexpected upload answer'));
      options.onProgress(100);
      resolve(parsed.data);
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    if (options.title) form.append('title', options.title);
    form.append('language', options.language ?? 'auto');
    form.append('file', file);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
