import { z } from 'zod';
import { botId } from './bots.ts';
import { chatBody } from './chat.ts';

/**
 * SPEC role b: a bot on its owner's website (`/bot/b/{id}`). A visitor has no account: it
 * asks for a temporary id bound to one bot, chats and pages its own history with it, and the
 * bot's owner pays from their quota, within a per-visitor rate and a daily cap they set.
 */
export const EmbedLimits = {
  /** Questions one visitor (one tmpUid) may ask per minute. */
  perVisitorPerMinute: 6,
  /** Questions one network address may ask per minute, whatever ids it holds. */
  perIpPerMinute: 20,
  /** New visitor ids one network address may take per hour. */
  newVisitorsPerIpPerHour: 60,
  dailyCapMin: 1,
  dailyCapMax: 100_000,
  dailyCapDefault: 100,
} as const;

/** A visitor's temporary id, as handed out by getTmpUid. */
export const tmpUid = z
  .string({ error: 'embed.badVisitor' })
  .trim()
  .min(1, { error: 'embed.badVisitor' })
  .max(80, { error: 'embed.badVisitor' });

/**
 * getTmpUid: the id the page already holds, if any, comes back renewed (30 more days) when it is
 * still this bot's visitor; a forged, ended or another bot's id is replaced by a new visitor.
 */
export const tmpUidQuery = z.object({ botId, tmpUid: z.string().trim().max(200).optional() });

/** POST cli/chatgpt/v1/sseToB: a visitor's question; the conversation is the visitor's own. */
export const toBChatBody = z.object({
  tmpUid,
  botId,
  prompt: chatBody.shape.prompt,
  /** The client's id for the answer. */
  msgId: z.string().trim().min(1).max(64).optional(),
  /** Attachments uploaded with cli/file/v1/uploadToB by the same visitor. */
  fileList: chatBody.shape.fileList,
});
export type ToBChatBody = z.infer<typeof toBChatBody>;

export const toBPageBody = z.object({
  tmpUid,
  botId,
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export type ToBPageBody = z.infer<typeof toBPageBody>;

/** One exchange of a visitor's conversation. */
export const toBRecordSchema = z.object({
  tableId: z.number().int(),
  msgId: z.string(),
  input: z.string(),
  response: z.string(),
  status: z.enum(['ok', 'fail', 'streaming']),
  error: z.string().nullable(),
  /** Knowledge passages cited; always empty when the bot does not show its knowledge. */
  sources: z.array(
    z.object({
      index: z.number().int(),
      title: z.string(),
      quote: z.string().optional(),
      sourceId: z.string().optional(),
    }),
  ),
  files: z.array(z.object({ fileId: z.string(), name: z.string(), type: z.string() })),
  createTime: z.string(),
});
export type ToBRecord = z.infer<typeof toBRecordSchema>;

/** GET cli/chat/bot/v1/getToB/{tableId}: the public face of a published bot. */
export const toBBotSchema = z.object({
  tableId: z.string(),
  name: z.string(),
  avatar: z.string(),
  greeting: z.string(),
  description: z.string(),
  showKnowledge: z.boolean(),
});
export type ToBBot = z.infer<typeof toBBotSchema>;

const dailyCap = z.coerce
  .number({ error: 'embed.dailyCap' })
  .int({ error: 'embed.dailyCap' })
  .min(EmbedLimits.dailyCapMin, { error: 'embed.dailyCap' })
  .max(EmbedLimits.dailyCapMax, { error: 'embed.dailyCap' });

/** The owner's external-publishing settings of one bot. */
export const embedSettingsSchema = z.object({
  tableId: z.string(),
  enabled: z.boolean(),
  dailyCap: z.number().int(),
  /** Visitors' questions answered today (the owner's day), against the cap. */
  usedToday: z.number().int(),
  /** Visitors can reach it: enabled, public, and the owner on the Pro plan. */
  live: z.boolean(),
});
export type EmbedSettings = z.infer<typeof embedSettingsSchema>;

export const setEmbedBody = z.object({
  tableId: botId,
  enabled: z.boolean(),
  dailyCap: dailyCap.default(EmbedLimits.dailyCapDefault),
});
export type SetEmbedBody = z.infer<typeof setEmbedBody>;
export { dailyCap as embedDailyCap };
