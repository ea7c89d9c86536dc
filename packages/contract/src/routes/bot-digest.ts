import { botIdBody } from '../bots.ts';
import { botDigestSchema } from '../bot-digest.ts';
import { defineRoute } from './define.ts';

/**
 * The plugins tab's "last digest" (issue [bots] item 7; SPEC leaves it out, named in the style of
 * the bot calls). The bot's owner only; anyone else is answered as if the bot did not exist, or
 * with the permission message for a public bot.
 */
export const botDigestRoutes = {
  lastDigest: defineRoute({
    method: 'POST',
    path: 'cli/chat/bot/v1/lastDigest',
    encoding: 'form',
    body: botIdBody,
    answer: botDigestSchema.nullable(),
    auth: 'user',
    tag: 'bots',
    summary: "The bot's last daily digest (plugins): when, by which channel, and how it went; null before the first",
  }),
};
