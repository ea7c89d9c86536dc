import { addLaterNamespace } from '@/shared/i18n/i18n.ts';
import en from '@/shared/i18n/locales/en/knowledge.ts';
import zh_CN from '@/shared/i18n/locales/zh_CN/knowledge.ts';

/**
 * The knowledge pieces' words come with them (only lazily loaded pages use them), not in the
 * first-load language pack. Imported first by index.ts, so they are in before anything renders.
 */
addLaterNamespace('knowledge', { en, zh_CN });
