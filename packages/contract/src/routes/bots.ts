import { z } from 'zod';
import {
  botCreateBody,
  botIdBody,
  botPageBody,
  botRoleSchema,
  botSchema,
  botSetPublicBody,
  botUpdateBody,
  tagPageQuery,
  tagSchema,
} from '../bots.ts';
import { botStatsQuery, botStatsSchema } from '../bot-stats.ts';
import { pageOf } from '../chat.ts';
import { defineRoute } from './define.ts';

const tag = 'bots';
const post = { method: 'POST', encoding: 'json', auth: 'user', tag } as const;

const ACCESS =
  'A private bot is seen by its owner only: anyone else, signed in or not, is answered 404 as if it did not ' +
  'exist. Only the owner changes, publishes or deletes a bot; others get the permission message ' +
  '(SPEC §6) for a public bot, 404 for a private one.';

/**
 * SPEC §7 Bots. A bot's knowledge is managed through the knowledge calls with container
 * `{ kind: 'bot', id: tableId }`; chatting with it goes through the chat calls with
 * `features: bot` and `botId` (SPEC: -1 is the default assistant, not a bot of this table).
 *
 * VIP only (SPEC §6 "Some bot features are VIP only"), checked by the server against the
 * caller's Q&A plan and refused with `bot.vipOnly`:
 * - the plugins (a daily email or SMS digest): saving plugins with email or SMS on;
 * - publishing on external sites (the role-b embed at /bot/b/{id}): the owner must be VIP
 *   while visitors chat there, as the owner's quota pays for them;
 * - knowledge: a free owner's bot answers from its first `BotLimits.freeKnowledgeSources`
 *   sources (oldest first); a Pro owner's bot from all of them.
 * Creating, publishing in Discover, binding and chatting are free.
 */
export const botRoutes = {
  create: defineRoute({
    ...post,
    path: 'cli/chat/bot/v1/create',
    body: botCreateBody,
    answer: botSchema,
    summary: 'Create a bot (SPEC §3 form fields)',
    description:
      'The model must be a chat model of the catalogue; tags must be ids from `cli/tag/v1/page`. Plugins with ' +
      'email or SMS on need the Pro plan.',
  }),
  update: defineRoute({
    ...post,
    path: 'cli/chat/bot/v1/update',
    body: botUpdateBody,
    answer: botSchema,
    summary: 'Change some fields of a bot (owner only)',
    description: 'Fields left out keep their value; `tags` replaces the whole list. ' + ACCESS,
  }),
  page: defineRoute({
    ...post,
    path: 'cli/chat/bot/v1/page',
    body: botPageBody,
    answer: pageOf(botSchema),
    auth: 'optional',
    summary: 'Discover: public bots, by category, tag and a keyword in the name, newest or most used first',
    description: 'No sign-in needed; signed in, `isBound` and `isOwner` say what each bot is to the caller.',
  }),
  bind: defineRoute({
    ...post,
    path: 'cli/chat/bot/v1/bind',
    body: botIdBody,
    answer: z.boolean(),
    summary: 'Add a public bot to my bots',
    description:
      'A private bot of someone else answers 404; binding your own bot or one already bound changes nothing.',
  }),
  unbind: defineRoute({
    ...post,
    path: 'cli/chat/bot/v1/unbind',
    body: botIdBody,
    answer: z.boolean(),
    summary: 'Remove a bound bot from my bots',
    description: 'Unbinding a bot that is not bound changes nothing and answers false.',
  }),
  del: defineRoute({
    ...post,
    path: 'cli/chat/bot/v1/del',
    body: botIdBody,
    answer: z.boolean(),
    summary: 'Delete a bot with its knowledge, tags and bindings (owner only)',
    description: ACCESS,
  }),
  myList: defineRoute({
    ...post,
    path: 'cli/chat/bot/v1/myList',
    body: z.object({}).default({}),
    answer: z.array(botSchema),
    summary: 'My bots: those I made (newest first), then those I bound (latest bound first)',
    description: '`isOwner` marks mine, `isBound` the bound ones.',
  }),
  get: defineRoute({
    ...post,
    path: 'cli/chat/bot/v1/get',
    encoding: 'form',
    body: botIdBody,
    answer: botSchema,
    auth: 'optional',
    summary: 'One bot by its id',
    description: 'Public bots are read by anyone, signed in or not. ' + ACCESS,
  }),
  myRole: defineRoute({
    ...post,
    path: 'cli/chat/bot/v1/myRole',
    body: z.object({}).default({}),
    answer: z.array(botRoleSchema),
    summary: 'The bots I chat with (mine, then bound), as SPEC §4 Bot/role entries, for a chat bot picker',
  }),
  setPublic: defineRoute({
    ...post,
    path: 'cli/chat/bot/v1/setPublic',
    body: botSetPublicBody,
    answer: botSchema,
    summary: 'Publish a bot in Discover, or make it private again (owner only)',
    description:
      'Making a bot private keeps the bindings of others, but they no longer reach it until it is public ' +
      'again. ' +
      ACCESS,
  }),
  /**
   * SPEC §7: "A bot-list call is used by the sign-in area; its path is not shown." Named here:
   * the sign-in dialog shows what awaits after signing in, so it lists official bots without a
   * token, in the request's language.
   */
  listForLogin: defineRoute({
    method: 'GET',
    path: 'cli/chat/bot/v1/listForLogin',
    answer: z.array(botRoleSchema),
    auth: 'none',
    tag,
    summary: 'Official bots for the sign-in area (no sign-in needed), most used first',
  }),
  tags: defineRoute({
    method: 'GET',
    path: 'cli/tag/v1/page',
    query: tagPageQuery,
    answer: pageOf(tagSchema),
    auth: 'none',
    tag,
    summary: "The bots' tags, in the request's language",
  }),
  dailyStatistics: defineRoute({
    method: 'GET',
    path: 'cli/chatgptrole/daily/statistics/v1/page',
    query: botStatsQuery,
    answer: botStatsSchema,
    auth: 'user',
    tag,
    summary: "The bot's data report by day over the last 7 or 30 days (owner only; refreshed every half hour)",
    description: ACCESS,
  }),
};
