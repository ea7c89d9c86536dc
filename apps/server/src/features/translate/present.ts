import type { Language } from '@inkstone/contract/edition';
import { formatMessage, isMessageKey } from '@inkstone/contract/messages';
import type { TranslateTaskFiles, TranslateTaskStatus, TranslationTask } from '@inkstone/contract/translate';
import type { TranslateTaskRow } from './tables.ts';

/**
 * A stored message key with its parameters, in the reader's language; a parameter that is itself
 * a key (the reason a translation failed) is worded too.
 */
export function messageOf(language: Language, key: string | null, params: Record<string, string | number> | null) {
  if (!key) return null;
  const worded = Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'string' && isMessageKey(value) ? formatMessage(language, value) : value,
    ]),
  );
  return isMessageKey(key) ? formatMessage(language, key, worded) : key;
}

export function presentStatus(row: TranslateTaskRow, language: Language): TranslateTaskStatus {
  return {
    taskId: row.id,
    status: row.status,
    done: row.done,
    total: row.total,
    error: messageOf(language, row.errorKey, row.errorParams),
    failedPages: row.failedPages,
  };
}

export function presentTask(row: TranslateTaskRow, language: Language, files: TranslateTaskFiles): TranslationTask {
  return {
    ...presentStatus(row, language),
    fileName: row.fileName,
    pageCount: row.pageCount,
    startPage: row.startPage,
    endPage: row.endPage,
    sourceLang: row.sourceLang,
    targetLang: row.targetLang,
    outputKind: row.outputKind,
    dualLayout: row.dualLayout,
    offline: row.offline,
    files,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
