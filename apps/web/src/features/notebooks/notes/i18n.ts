import { addLaterNamespace } from '@/shared/i18n/i18n.ts';
import en from '@/shared/i18n/locales/en/notes.ts';
import zh_CN from '@/shared/i18n/locales/zh_CN/notes.ts';

/**
 * The notes panel's words come with it (the notebook page is lazily loaded), not in the first-load
 * language pack. Imported by model/texts.ts, through which every part of the panel gets its words.
 */
addLaterNamespace('notes', { en, zh_CN });
