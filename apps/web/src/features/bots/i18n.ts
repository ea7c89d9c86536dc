import { addLaterNamespace } from '@/shared/i18n/i18n.ts';
import en from '@/shared/i18n/locales/en/bots.ts';
import zh_CN from '@/shared/i18n/locales/zh_CN/bots.ts';

/**
 * The bot pages' words come with them (every bot page is a lazily loaded route), not in the
 * first-load language pack. Each page and BotUnavailable import this first.
 */
addLaterNamespace('bots', { en, zh_CN });
