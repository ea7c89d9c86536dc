/** The `@word` being typed: where it starts (the `@`), where it ends (the caret) and the word. */
export type MentionQuery = { start: number; end: number; query: string };

/** Longer than any name worth searching for (the server's keyword limit is 200). */
const MAX_QUERY = 200;

/**
 * The mention the caret is in, if any: an `@` at the start or after anything that cannot be part
 * of an email address (so `me@example.com` is no mention, while Chinese text needs no space before
 * it: `总结@茶`), then no space up to the caret.
 */
export function mentionAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, Math.min(Math.max(caret, 0), text.length));
  const match = /(?:^|[^A-Za-z0-9._%+-])@([^\s@]*)$/.exec(before);
  const query = match?.[1];
  if (query === undefined || query.length > MAX_QUERY) return null;
  return { start: before.length - query.length - 1, end: before.length, query };
}

/** The text with the mention taken out (what it named goes elsewhere: a chip, the quote). */
export function withoutMention(text: string, mention: MentionQuery): string {
  return text.slice(0, mention.start) + text.slice(mention.end);
}
