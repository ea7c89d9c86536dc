import { isMessageKey, type MessageKey } from '@inkstone/contract/messages';
import {
  translationFields,
  type DualLayout,
  type TranslateLanguage,
  type TranslateOutputKind,
  type TranslateQuota,
} from '@inkstone/contract/translate';

/** What the form holds; pages are null while their input is empty. */
export type RequestDraft = {
  file: File | null;
  /** Pages in the picked PDF, once pdf.js has read it. */
  pageCount: number | null;
  startPage: number | null;
  endPage: number | null;
  sourceLang: TranslateLanguage;
  targetLang: TranslateLanguage;
  outputKind: TranslateOutputKind;
  dualLayout: DualLayout;
};

export type ProblemField = 'file' | 'startPage' | 'endPage' | 'targetLang' | 'pages';

/**
 * A reason the form will not send. Every rule the server also makes is named by its contract
 * message key, so the form shows the very words the server would answer (SPEC §5's texts);
 * only "enter a page number" is the page's own.
 */
export type Problem = { field: ProblemField; key: MessageKey | 'pageMissing'; params?: Record<string, number> };

export const isPdfFile = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** Pages the range covers (inclusive), or 0 while it is incomplete or upside down. */
export function rangeSize(startPage: number | null, endPage: number | null): number {
  return startPage !== null && endPage !== null && endPage >= startPage ? endPage - startPage + 1 : 0;
}

/** Pages still translatable today, never below 0. */
export const pagesLeftToday = (quota: TranslateQuota) => Math.max(0, quota.perDay - quota.usedToday);

/**
 * Every reason the draft cannot be sent yet, in the order the form shows them. Checked before
 * sending so the user is not made to upload a 100 MB file only to hear the range was wrong; the
 * server checks all of it again (the file's own page count, the limits at that moment).
 */
export function requestProblems(draft: RequestDraft, quota: TranslateQuota | undefined): Problem[] {
  const problems: Problem[] = [];
  if (!draft.file) problems.push({ field: 'file', key: 'translate.fileRequired' });
  else if (!isPdfFile(draft.file)) problems.push({ field: 'file', key: 'translate.notPdf' });

  const { startPage, endPage, pageCount } = draft;
  if (startPage === null) problems.push({ field: 'startPage', key: 'pageMissing' });
  if (endPage === null) problems.push({ field: 'endPage', key: 'pageMissing' });
  for (const [field, page] of [
    ['startPage', startPage],
    ['endPage', endPage],
  ] as const) {
    if (page !== null && pageCount !== null && (page < 1 || page > pageCount))
      problems.push({ field, key: 'translate.rangeOutside', params: { pages: pageCount } });
  }

  // SPEC §5 (end above start, different languages) as the contract's schema words it.
  const parsed = translationFields.safeParse({ ...draft, startPage: startPage ?? 1, endPage: endPage ?? 2 });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'endPage' && (startPage === null || endPage === null)) continue;
      if ((field === 'endPage' || field === 'targetLang') && isMessageKey(issue.message))
        problems.push({ field, key: issue.message });
    }
  }

  const pages = rangeSize(startPage, endPage);
  if (quota && pages > 0) {
    if (pages > quota.perFile)
      problems.push({ field: 'pages', key: 'translate.perFileLimit', params: { limit: quota.perFile } });
    else if (pages > pagesLeftToday(quota))
      problems.push({
        field: 'pages',
        key: 'translate.perDayLimit',
        params: { left: pagesLeftToday(quota), limit: quota.perDay },
      });
  }
  return problems;
}
