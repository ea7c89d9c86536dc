import { addLaterNamespace } from '@/shared/i18n/i18n.ts';
import en from '@/shared/i18n/locales/en/notebook-page.ts';
import zh_CN from '@/shared/i18n/locales/zh_CN/notebook-page.ts';

/**
 * The notebook page's words come with it (a lazily loaded route), not in the first-load language
 * pack, which keeps only what the /notebook list needs (`notebooks`). Imported by NotebookPage.tsx,
 * the one way into detail/.
 */
addLaterNamespace('notebookPage', { en, zh_CN });
