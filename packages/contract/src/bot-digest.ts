import { z } from 'zod';

/**
 * The bot plugins' daily digest (issue [bots] item 7): at the plugins' send time, in their time
 * zone, the owner gets the bot's new conversations by email and/or SMS. One digest per bot per
 * local day; each channel is tried until sent, and the last one's outcome is shown in the
 * plugins tab.
 */
export const DigestChannelStatus = z.enum(['sent', 'failed', 'skipped']);

export const digestChannelSchema = z.object({
  status: DigestChannelStatus,
  /** Why it failed or was skipped, in the reader's language. */
  reason: z.string().nullable(),
});

export const botDigestSchema = z.object({
  /** The local day (YYYY-MM-DD, in the plugins' time zone) the digest is for. */
  day: z.string(),
  status: z.enum(['sending', 'sent', 'failed']),
  email: digestChannelSchema.nullable(),
  sms: digestChannelSchema.nullable(),
  conversations: z.number().int(),
  questions: z.number().int(),
  /** When it was sent or gave up (ISO 8601); null while sending. */
  finishedAt: z.string().nullable(),
});
export type BotDigest = z.infer<typeof botDigestSchema>;
