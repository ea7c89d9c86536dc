import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

/**
 * Turns mixed Chinese/English text into search terms, the same way for indexing and for
 * questions, so both sides meet on identical words.
 *
 * - Han runs go through jieba's search mode: a long word also yields its dictionary parts
 *   (长江大桥 → 长江, 大桥, 长江大桥), so a question naming a part still finds the whole.
 *   HMM discovery of unknown words is on: the bundled dictionary predates words like 微信,
 *   which without it fall apart into single characters that match everywhere.
 * - Latin words are lowercased; numbers are kept, with their decimal point (3.14, 1,000).
 * - Punctuation and spaces are dropped: Postgres' `simple` parser must only ever see
 *   the words we chose.
 */
const jieba = Jieba.withDict(dict);

// A Han run; a number standing alone (with inner . or , between digits: 3.14, 1,000); or a
// run of other letters and digits (gpt, 4o). Latin never swallows Han: 2024年 is 2024 + 年.
const PIECE =
  /(\p{Script=Han}+)|(\p{N}+(?:[.,]\p{N}+)*(?!(?!\p{Script=Han})[\p{L}\p{N}]))|((?:(?!\p{Script=Han})[\p{L}\p{M}\p{N}])+)/gu;
const HAN_WORD = /^\p{Script=Han}+$/u;

export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.normalize('NFKC').matchAll(PIECE)) {
    const [, han, number, word] = match;
    if (han) {
      for (const piece of jieba.cutForSearch(han, true)) if (HAN_WORD.test(piece)) terms.push(piece);
    } else if (number) {
      terms.push(number);
    } else if (word) {
      terms.push(word.toLowerCase());
    }
  }
  return terms;
}
