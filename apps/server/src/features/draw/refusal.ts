import { DRAW_REFUSED } from '@inkstone/contract/draw';
import type { Language } from '@inkstone/contract/edition';
import { formatMessage } from '@inkstone/contract/messages';
import { AppError } from '../../platform/http/errors.ts';

/**
 * The content rules a prompt meets before anything is charged or queued (SPEC.md §4 code
 * 3001). Deliberately short: sexual content involving children, which no image service may
 * make, in English and Chinese, matched as phrases (a "naked tree" near "children" passes).
 * It is a keyword screen, not a classifier; the image services apply their own moderation
 * and their refusals end the task with their own words.
 */
const MINOR =
  '(?:child|children|kid|kids|minor|minors|underage|under-age|preteen|pre-teen|toddler|toddlers|' +
  'little girl|little boy|schoolgirl|schoolboy)';
const SEXUAL = '(?:nude|naked|porn\\w*|sexual|sexy|erotic|nsfw|lewd|hentai|undressed)';
const GAP = '\\W+(?:\\w+\\W+){0,2}?';

const RULES: RegExp[] = [
  /\bchild\s*porn\w*/i,
  /\bcsam\b/i,
  /\bloli(?:con)?\b/i,
  /\bshota(?:con)?\b/i,
  new RegExp(`\\b${SEXUAL}${GAP}${MINOR}\\b`, 'i'),
  new RegExp(`\\b${MINOR}${GAP}${SEXUAL}\\b`, 'i'),
  /儿童色情|幼女|萝莉|正太控/,
  /(?:儿童|小孩|未成年|少女|幼童).{0,4}(?:裸|色情|性感|情色)/,
  /(?:裸|色情|情色).{0,4}(?:儿童|小孩|未成年|幼童)/,
];

/** The phrase that broke a rule, or null. */
export function refusedPhrase(prompt: string): string | null {
  for (const rule of RULES) {
    const match = prompt.match(rule);
    if (match) return match[0];
  }
  return null;
}

/** The 3001 answer: the catalogue text with a link to the terms in the caller's language. */
export function refusal(language: Language, phrase: string): AppError {
  const terms = `/legal/terms.${language}.html`;
  return new AppError(
    DRAW_REFUSED,
    'draw.refused',
    { term: phrase, terms },
    { data: { links: [{ text: formatMessage(language, 'draw.termsLink'), href: terms }] } },
  );
}
