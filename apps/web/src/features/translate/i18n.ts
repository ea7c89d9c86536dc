import { addLaterNamespace } from '@/shared/i18n/i18n.ts';
import en from '@/shared/i18n/locales/en/translate.ts';
import zh_CN from '@/shared/i18n/locales/zh_CN/translate.ts';

/**
 * PDF translation's words come with its page (/file/translate is a lazily loaded route), not in
 * the first-load language pack. The page imports this first.
 */
addLaterNamespace('translate', { en, zh_CN });
