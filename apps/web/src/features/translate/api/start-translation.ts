import type { TranslationTask } from '@inkstone/contract/translate';
import { translateRoutes as table } from '@inkstone/contract/routes/translate';
import { sendForm } from '@/shared/api/upload.ts';
import type { RequestDraft } from '../model/request.ts';

export type StartOptions = { onProgress: (percent: number) => void; signal?: AbortSignal };

/**
 * The PDF and its choices to POST cli/file/enhance/v1/translation (multipart), with progress (a
 * 100 MB file needs it; it stops at 99 while the server reads the PDF). Silent: the form shows
 * the refusal as the server words it (not a PDF by content, encrypted, too large, over the limit).
 */
export function startTranslation(
  draft: RequestDraft & { file: File; startPage: number; endPage: number },
  options: StartOptions,
): Promise<TranslationTask> {
  const form = new FormData();
  form.append('startPage', String(draft.startPage));
  form.append('endPage', String(draft.endPage));
  form.append('sourceLang', draft.sourceLang);
  form.append('targetLang', draft.targetLang);
  form.append('outputKind', draft.outputKind);
  form.append('dualLayout', draft.dualLayout);
  // Last, so the server has read the choices before the file's bytes stream in.
  form.append('file', draft.file);
  return sendForm(table.translation, form, { ...options, silent: true });
}
