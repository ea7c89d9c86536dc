import { addLaterNamespace } from '@/shared/i18n/i18n.ts';
import en from '@/shared/i18n/locales/en/validation.ts';
import zh_CN from '@/shared/i18n/locales/zh_CN/validation.ts';

/**
 * The form rules' texts come with the forms (all in lazily loaded dialogs and tabs), not in the
 * first-load language pack: they are the contract's whole message catalogue, filtered. Imported
 * first by rules.ts, so they are in before any form renders.
 */
addLaterNamespace('validation', { en, zh_CN });
