/** The `/word` being typed: where it starts (the `/`), where it ends (the caret) and the word. */
export type SlashQuery = { start: number; end: number; query: string };

/** Longer than any template title worth filtering by. */
const MAX_QUERY = 40;

/**
 * The template search the caret is in, if any: a `/` at the very start of the text or after
 * whitespace (so `and/or`, `https://` and `1/2` stay text), then no space, `/` or `@` up to the
 * caret (an `@` there is the mention menu's).
 */
export function slashAt(text: string, caret: number): SlashQuery | null {
  const before = text.slice(0, Math.min(Math.max(caret, 0), text.length));
  const match = /(?:^|\s)\/([^\s/@]*)$/.exec(before);
  const query = match?.[1];
  if (query === undefined || query.length > MAX_QUERY) return null;
  return { start: before.length - query.length - 1, end: before.length, query };
}

/** The text with the `/word` taken out (a template was picked for it). */
export function withoutSlash(text: string, slash: SlashQuery): string {
  return (text.slice(0, slash.start) + text.slice(slash.end)).trim();
}
