import type { Language } from '@inkstone/contract/edition';
import { formatMessage, isMessageKey, type MessageKey } from '@inkstone/contract/messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type ContractText = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * The contract's own message texts (packages/contract messages.ts) in the reader's language:
 * the words a schema refuses with are the words the server would answer, so a form and the
 * server never disagree and there is no web copy to keep equal.
 */
export function useContractText(): ContractText {
  const { i18n } = useTranslation();
  const language = (i18n.language === 'zh_CN' ? 'zh_CN' : 'en') satisfies Language;
  return useCallback((key, params) => formatMessage(language, key, params), [language]);
}

/** A zod issue's message is a message key when it comes from our schemas; anything else is shown as is. */
export function issueText(text: ContractText, message: string): string {
  return isMessageKey(message) ? text(message) : message;
}
