import { formatMessage, type MessageKey } from '@inkstone/contract/messages';
import { WechatLimits } from '@inkstone/contract/wechat';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Characters as WeChat counts them (an emoji is one), as the server's check does. */
export const charCount = (text: string) => [...text.trim()].length;

export type LimitIssue = { key: MessageKey; params: { count: number } };

/**
 * WeChat's draft limits, checked before anything is sent, refused with the contract's messages
 * (the server checks the same and would answer the same words).
 */
export function limitIssue(field: 'title' | 'author' | 'digest', value: string): LimitIssue | null {
  const count = charCount(value);
  if (field === 'title') {
    if (count === 0) return { key: 'wechat.titleRequired', params: { count } };
    return count > WechatLimits.titleMax ? { key: 'wechat.titleTooLong', params: { count } } : null;
  }
  if (field === 'author')
    return count > WechatLimits.authorMax ? { key: 'wechat.authorTooLong', params: { count } } : null;
  return count > WechatLimits.digestMax ? { key: 'wechat.digestTooLong', params: { count } } : null;
}

/** The first picture of the Markdown (`![…](address)`): the server's cover when none is chosen. */
const FIRST_PICTURE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/;
export const firstPicture = (markdown: string) => FIRST_PICTURE.exec(markdown)?.[1] ?? null;

/** The address WeChat reported in an IP-whitelist refusal (IPv4 or IPv6), to copy into the whitelist. */
export function refusedAddress(message: string): string | null {
  return (
    /\b\d{1,3}(?:\.\d{1,3}){3}\b|(?<![\w:])[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?![\w:])/i.exec(message)?.[0] ?? null
  );
}

/** WeChat's code for "this server's address is not on the account's IP whitelist". */
export const IP_NOT_WHITELISTED = 40164;

/**
 * The contract's messages in the reader's language, so the form refuses in the server's words.
 * (Not knowledge's useContractText: sharing that file with this lazy chunk would split it into a
 * chunk of its own, named in every page's preload list.)
 */
export function useContractWords() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'zh_CN' ? 'zh_CN' : 'en';
  return useCallback(
    (key: MessageKey, params?: Record<string, string | number>) => formatMessage(language, key, params),
    [language],
  );
}
