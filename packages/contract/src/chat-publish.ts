import { z } from 'zod';
import { nameSchema } from './name.ts';

/**
 * Publishing a chat as a public page (SPEC §7 shartHtml / reomveShartHtml, their spellings; issue
 * [chat-extras] item 2): the owner chooses the turns, the page at /c/{slug} shows those and
 * nothing else, until it is taken down.
 */
const sessionId = z
  .string({ error: 'chatPublish.sessionRequired' })
  .trim()
  .min(1, { error: 'chatPublish.sessionRequired' })
  .max(64);

/** The answers' tableIds to show, as a list or comma-separated (a form); left out: every finished turn. */
const tableIds = z
  .union([z.array(z.union([z.string(), z.number()])), z.string()])
  .transform((value) => (Array.isArray(value) ? value.map(String) : value.split(',')).map((item) => item.trim()))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,15}$/, { error: 'chatPublish.badTurn' })
          .transform(Number),
      )
      .max(500),
  );

export const shareChatBody = z.object({
  sessionId,
  tableIds: tableIds.optional(),
  /** The page's title; the conversation's own when left out. */
  title: nameSchema.optional(),
});
export const unshareChatBody = z.object({ sessionId });

export const sharedChatSchema = z.object({
  sessionId: z.string(),
  slug: z.string(),
  /** The page's address: `publishToHtmlUrl` on each answer it shows (SPEC §3). */
  url: z.string(),
  title: z.string(),
  turns: z.number().int(),
  publishedAt: z.string(),
});
export type SharedChat = z.infer<typeof sharedChatSchema>;
export const unsharedChatSchema = z.object({ sessionId: z.string(), publishedAt: z.null() });
export const sharedChatListSchema = z.object({ records: z.array(sharedChatSchema) });

/** Where a published chat is read, on the app's own host. */
export const chatPagePath = (slug: string) => `/c/${slug}`;
