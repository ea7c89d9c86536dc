import { addLaterNamespace } from '@/shared/i18n/i18n.ts';
import en from '@/shared/i18n/locales/en/draw.ts';
import zh_CN from '@/shared/i18n/locales/zh_CN/draw.ts';

/**
 * The drawing page's words come with it (a lazily loaded route), not in the first-load language
 * pack. Imported by DrawPage.tsx and by state/send.ts, which speaks outside React (toasts).
 */
addLaterNamespace('draw', { en, zh_CN });
