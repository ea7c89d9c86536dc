import { addLaterNamespace } from '@/shared/i18n/i18n.ts';
import en from '@/shared/i18n/locales/en/bot-publish.ts';
import zh_CN from '@/shared/i18n/locales/zh_CN/bot-publish.ts';

/** The publishing tab's words come with the bot editor (a lazily loaded route). */
addLaterNamespace('botPublish', { en, zh_CN });
