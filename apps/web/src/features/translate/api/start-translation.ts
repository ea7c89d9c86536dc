import { API_BASE } from '@inkstone/contract/envelope';
import type { TranslationTask } from '@inkstone/contract/translate';
import { translateRoutes as table } from '@inkstone/contract/routes/translate';
import { openEnvelope, settleFailure } from '@/shared/api/core.ts';
import { ApiError } from '@/shared/api/errors.ts';
import { commonHeaders } from '@/shared/api/headers.ts';
import type { RequestDraft } from '../model/request.ts';

export type StartOptions = { onProgress: (percent: number) => void; signal?: AbortSignal };

/**
 * The PDF and its choices to POST cli/file/enhance/v1/translation (multipart). XMLHttpRequest
 * because only it reports upload progress, which a 100 MB file needs; progress stops at 99 until
 * the server has answered (it reads the PDF first). Silent: the form shows the refusal as the
 * server words it (not a PDF by content, encrypted, too large, over the limit).
 */
export function startTranslation(
  draft: RequestDraft & { file: File; startPage: number; endPage: number },
  options: StartOptions,
): Promise<TranslationTask> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (error: ApiError) => reject(settleFailure(error, { silent: true }));
    xhr.open(table.translation.method, `${API_BASE}/${table.translation.path}`);
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
      const parsed = table.translation.answer.safeParse(data);
      if (!parsed.success) return fail(new ApiError('invalid', 'unexpected translation answer'));
      options.onProgress(100);
      resolve(parsed.data);
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('startPage', String(draft.startPage));
    form.append('endPage', String(draft.endPage));
    form.append('sourceLang', draft.sourceLang);
    form.append('targetLang', draft.targetLang);
    form.append('outputKind', draft.outputKind);
    form.append('dualLayout', draft.dualLayout);
    // Last, so the server has read the choices before the file's bytes stream in.
    form.append('file', draft.file);
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
