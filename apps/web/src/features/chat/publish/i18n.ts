import { addLaterNamespace } from '@/shared/i18n/i18n.ts';
import en from '@/shared/i18n/locales/en/chat-publish.ts';
import zh_CN from '@/shared/i18n/locales/zh_CN/chat-publish.ts';

/** Publishing a chat's words come with its dialog and the settings list, not in the first-load pack. */
addLaterNamespace('chatPublish', { en, zh_CN });
