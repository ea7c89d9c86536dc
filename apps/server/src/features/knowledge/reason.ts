import type { Language } from '@inkstone/contract/edition';
import { formatMessage, isMessageKey, type MessageKey } from '@inkstone/contract/messages';

/**
 * Why a source failed (or waits to retry), stored as a message key and its parameters rather
 * than as words: a source learned for a Chinese reader is read by an English one too.
 */
export type Reason = { key: MessageKey; params?: Record<string, string | number> };

export const encodeReason = (reason: Reason): string => JSON.stringify(reason);

export function decodeReason(stored: string | null): Reason | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<Reason>;
    if (typeof value.key === 'string' && isMessageKey(value.key)) return { key: value.key, params: value.params };
  } catch {
    // Not ours: shown as it is below.
  }
  return { key: 'knowledge.failed', params: { reason: stored } };
}

export function reasonText(stored: string | null, language: Language): string | null {
  const reason = decodeReason(stored);
  return reason ? formatMessage(language, reason.key, reason.params ?? {}) : null;
}
