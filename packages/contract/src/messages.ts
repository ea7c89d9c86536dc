import type { Language } from './edition.ts';
import { en, type MessageKey } from './messages/en.ts';
import { zh_CN } from './messages/zh_CN.ts';

export type { MessageKey };

/**
 * Messages the server puts in `msg`, in both languages. Contract schemas name these keys
 * as their zod error text, so the server and the web forms show the same words.
 * English texts of SPEC.md §5, §6 and §8 are kept word for word.
 */

export const serverMessages: Record<Language, Record<MessageKey, string>> = { en, zh_CN };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Fills `{name}` placeholders; unknown placeholders are left as written. */
export function formatMessage(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return serverMessages[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
