import type { SourceText } from '../blocks.ts';
import { readableHtml } from './readable-html.ts';
import { defaultLoadOptions } from './types.ts';

export type UrlPageResult =
  | { ok: true; source: SourceText; title: string }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'tooLarge'; limit: number; unit: 'chars' };

/**
 * A fetched web page (its HTML and the URL it came from) as a URL source's text: the main
 * article by Readability, its title as the `#` heading, links kept as their words. A page
 * with no article text (a login wall, a script-only app shell) is refused as `empty` rather
 * than learned as its menus.
 */
export function loadUrlPage(
  html: string,
  url: string,
  { maxChars = defaultLoadOptions.maxChars }: { maxChars?: number } = {},
): UrlPageResult {
  const { title, text } = readableHtml(html, { url });
  const bodyText = text.replace(/^#{1,6} .*(\n|$)/, '').trim();
  if (!bodyText) return { ok: false, reason: 'empty' };
  if (text.length > maxChars) return { ok: false, reason: 'tooLarge', limit: maxChars, unit: 'chars' };
  return { ok: true, source: { text }, title };
}
