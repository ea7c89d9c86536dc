import type { Language } from '@inkstone/contract/edition';
import { formatMessage, type MessageKey } from '@inkstone/contract/messages';

/**
 * The fixed words of the offline engine, in both languages. They are the product talking,
 * not a model, so they live in the message catalogue (packages/contract/src/messages.ts).
 */
export type OfflinePhrase = Extract<MessageKey, `ai.offline.${string}`>;

export function phrase(language: Language, key: OfflinePhrase, params: Record<string, string | number> = {}): string {
  return formatMessage(language, key, params);
}

/** The provider keys named in the "not configured" answer: the common ones, not all nine. */
export const SUGGESTED_KEYS = 'OPENAI_API_KEY, ANTHROPIC_API_KEY, GOOGLE_API_KEY, DEEPSEEK_API_KEY';
