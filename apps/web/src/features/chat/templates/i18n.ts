import { addLaterNamespace } from '@/shared/i18n/i18n.ts';
import en from '@/shared/i18n/locales/en/prompt-templates.ts';
import zh_CN from '@/shared/i18n/locales/zh_CN/prompt-templates.ts';

/** The template library's words come with it (a chunk fetched on the first `/`). */
addLaterNamespace('promptTemplates', { en, zh_CN });
