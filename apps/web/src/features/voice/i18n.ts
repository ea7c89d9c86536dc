import { addLaterNamespace } from '@/shared/i18n/i18n.ts';
import en from '@/shared/i18n/locales/en/voice.ts';
import zh_CN from '@/shared/i18n/locales/zh_CN/voice.ts';

/**
 * The voice recorder's words come with its pages (/record-list and /record-details are lazily
 * loaded routes), not in the first-load language pack. Each page imports this first.
 */
addLaterNamespace('voice', { en, zh_CN });
