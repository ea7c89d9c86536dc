/**
 * SPEC §5's word count: each CJK character counts one, and so does each word of letters or
 * digits. The server stores it with every save and the editor shows it live from this one
 * function, so both always agree.
 *
 * Decisions SPEC leaves open:
 * - CJK means Han (Chinese characters, kanji, hanja), Japanese kana and Korean hangul.
 * - A word joins letters and digits across an inner apostrophe, hyphen, period or comma
 *   between two of them: "don't", "well-known", "3.14", "1,000", "GPT-4" are one word each.
 * - The content is Markdown: marks (#, *, >, |, backticks) are not words, and the address of a
 *   link or picture is not counted (its text is).
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const WORD = /[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu;
/** `](address)` of a Markdown link or picture; `<https://…>` autolinks. */
const LINK_TARGET = /\]\([^)\s]*(?:\s+"[^"]*")?\)|<[a-z][a-z0-9+.-]*:[^>\s]*>/giu;

export function countWords(text: string): number {
  const visible = text.replace(LINK_TARGET, ']');
  let count = 0;
  // Each CJK character is a word on its own; what is left between them is counted by words.
  const rest = visible.replace(CJK, () => {
    count++;
    return ' ';
  });
  for (const _ of rest.matchAll(WORD)) count++;
  return count;
}
