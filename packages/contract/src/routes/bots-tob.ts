import { z } from 'zod';
import { botIdBody } from '../bots.ts';
import {
  embedSettingsSchema,
  setEmbedBody,
  toBBotSchema,
  toBChatBody,
  toBPageBody,
  toBRecordSchema,
  tmpUidQuery,
} from '../bots-tob.ts';
import { pageOf, streamFrameSchema } from '../chat.ts';
import { uploadedFileSchema } from '../files.ts';
import { defineRoute } from './define.ts';

const tag = 'bots';
/** SPEC §6 role b: no token, no session read, no chat-count lookups. */
const visitor = { auth: 'none', tag } as const;

const REACH =
  'Only a public bot whose owner turned external publishing on (and is on the Pro plan) is reached; any other ' +
  'id answers 404. A tmpUid belongs to the one bot it was taken for: used with another bot it is refused.';

/**
 * The customer-facing bot (SPEC §2 `/bot/b/{id}`, §7 getTmpUid, sseToB, pageToB, uploadToB,
 * getToB) and the owner's settings for it. The owner's quota pays for visitors' answers; each
 * visitor is rate limited (per tmpUid and per address) and the owner sets a daily cap.
 */
export const botToBRoutes = {
  getTmpUid: defineRoute({
    ...visitor,
    method: 'GET',
    path: 'cli/chatgpt/v1/getTmpUid',
    query: tmpUidQuery,
    answer: z.string(),
    summary: 'A signed visitor id for one published bot, lasting 30 days; the held one (tmpUid) comes back renewed',
    description: REACH,
  }),
  sseToB: defineRoute({
    ...visitor,
    method: 'POST',
    encoding: 'json',
    path: 'cli/chatgpt/v1/sseToB',
    body: toBChatBody,
    answer: 'sse',
    frame: streamFrameSchema,
    summary: 'A visitor asks the bot; the answer streams as server-sent events {code, data, end}',
    description:
      'Refusals before the first frame (validation, the rate limits, the daily cap, the owner out of questions) ' +
      'are ordinary JSON envelopes. The question is kept even when the model fails. ' +
      REACH,
  }),
  pageToB: defineRoute({
    ...visitor,
    method: 'POST',
    encoding: 'json',
    path: 'cli/chatgpt/v1/pageToB',
    body: toBPageBody,
    answer: pageOf(toBRecordSchema),
    summary: "A visitor's own conversation with the bot, newest first",
    description: REACH,
  }),
  uploadToB: defineRoute({
    ...visitor,
    method: 'POST',
    encoding: 'multipart',
    path: 'cli/file/v1/uploadToB',
    answer: uploadedFileSchema,
    summary: 'A visitor attaches a file (multipart: tmpUid, botId, file; the limits of uploadChat)',
    description: REACH,
  }),
  getToB: defineRoute({
    ...visitor,
    method: 'GET',
    path: 'cli/chat/bot/v1/getToB/:tableId',
    params: z.object({ tableId: z.string().trim().min(1).max(64) }),
    answer: toBBotSchema,
    summary: 'The public face of a published bot: name, avatar, greeting, description, show-knowledge',
    description: REACH,
  }),
  embedSettings: defineRoute({
    method: 'POST',
    encoding: 'json',
    auth: 'user',
    tag,
    path: 'cli/chat/bot/v1/embedSettings',
    body: botIdBody,
    answer: embedSettingsSchema,
    summary: "A bot's external publishing: enabled, daily cap, questions used today (owner only)",
  }),
  setEmbed: defineRoute({
    method: 'POST',
    encoding: 'json',
    auth: 'user',
    tag,
    path: 'cli/chat/bot/v1/setEmbed',
    body: setEmbedBody,
    answer: embedSettingsSchema,
    summary: 'Turn external publishing on or off and set its daily cap (owner only; turning on needs Pro)',
  }),
};
