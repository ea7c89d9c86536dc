import { addLaterNamespace } from '@/shared/i18n/i18n.ts';
import en from '@/shared/i18n/locales/en/code-run.ts';
import zh_CN from '@/shared/i18n/locales/zh_CN/code-run.ts';

addLaterNamespace('codeRun', { en, zh_CN });
