import { z } from 'zod';
import { nameSchema } from './name.ts';

/**
 * Conversation management beyond SPEC §7's three topic calls (rename, pin, rewind), named in
 * the same style under cli/chat/topic/v1/. Another user's session id answers the permission
 * message and changes nothing.
 */
const sessionId = z.string().trim().min(1).max(64);

/** SPEC §5 name rule: not blank, at most 100 characters. */
export const topicTitle = nameSchema;

/** POST cli/chat/topic/v1/update: rename and/or pin one's own conversation. */
export const topicUpdateBody = z
  .object({ msgId: sessionId, title: topicTitle.optional(), pinned: z.boolean().optional() })
  .refine((body) => body.title !== undefined || body.pinned !== undefined, { error: 'errors.invalidRequest' });
export type TopicUpdateBody = z.infer<typeof topicUpdateBody>;

/**
 * POST cli/chat/topic/v1/rewind: forgets one exchange (`tableId`) and every later one of the
 * conversation, so an edited question can be asked in its place (edit and resend). `model` is
 * the one the edited question will use: when its allowance is spent, nothing is forgotten.
 */
export const topicRewindBody = z.object({
  msgId: sessionId,
  tableId: z.coerce.number().int().positive(),
  model: z.string().trim().max(40).optional(),
});

/** Markdown marks a title should not show when it is taken from a question. */
const MARKS: ReadonlyArray<[RegExp, string]> = [
  [/```[^\n]*\n?/g, ' '], // code fences (their language tag too)
  [/!\[([^\]]*)\]\([^)]*\)/g, '$1'], // images: their alt text
  [/\[([^\]]*)\]\([^)]*\)/g, '$1'], // links: their text
  [/<\/?[a-z][^>]*>/gi, ' '], // inline HTML tags
  [/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, ''], // headings, quotes, list marks
  [/(\*\*|__|~~|`)/g, ''], // bold, strike, inline code
  [/(^|\s)[*_](\S[^*_]*\S|\S)[*_](?=\s|$|[.,!?;:])/g, '$1$2'], // *italic* and _italic_
];

/** A conversation title taken from its first question: plain text, one line, at most `max` characters. */
export function titleFromQuestion(question: string, max = 60): string {
  let text = question;
  for (const [pattern, replacement] of MARKS) text = text.replace(pattern, replacement);
  text = text.replace(/\s+/g, ' ').trim();
  return [...text].slice(0, max).join('').trim();
}
