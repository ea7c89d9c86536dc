import { addLaterNamespace } from '@/shared/i18n/i18n.ts';
import en from '@/shared/i18n/locales/en/embed.ts';
import zh_CN from '@/shared/i18n/locales/zh_CN/embed.ts';

/** The visitor page's words come with it (a lazily loaded route), not in the first-load pack. */
addLaterNamespace('embed', { en, zh_CN });
