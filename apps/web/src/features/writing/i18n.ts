import { addLaterNamespace } from '@/shared/i18n/i18n.ts';
import en from '@/shared/i18n/locales/en/writing.ts';
import zh_CN from '@/shared/i18n/locales/zh_CN/writing.ts';

/**
 * The writing studio's words come with it (/editor/write is a lazily loaded route), not in the
 * first-load language pack. The page imports this first.
 */
addLaterNamespace('writing', { en, zh_CN });
