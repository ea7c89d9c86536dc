/**
 * Word segmentation for lexical search in both languages. `Intl.Segmenter` splits Chinese
 * into dictionary words (Node ships full ICU), which plain whitespace splitting cannot.
 * One segmenter for every text, so a query and a document always split the same way.
 */
const words = new Intl.Segmenter('zh', { granularity: 'word' });

/** Function words that match everywhere and so only add noise to a score. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...'a an and are as at be but by can did do does for from had has have how i if in into is it'.split(' '),
  ...'its many me much my of on or so that the their them then there these they this to was we'.split(' '),
  ...'were what when where which who why will with you your'.split(' '),
  ...'的 了 是 在 和 与 及 或 也 就 都 而 被 把 对 从 给 让 这 那 这个 那个 这些 那些 一个 我 你 他'.split(' '),
  ...'她 它 我们 你们 他们 吗 呢 吧 啊 什么 怎么 如何 为什么 哪些 哪个 请 告诉 一下 有 没有 可以 能 会'.split(' '),
  ...'要 之 其 等'.split(' '),
]);

const HAN = /\p{Script=Han}/u;

/**
 * Lower-cased, NFKC-normalised word tokens without stop words. Chinese words of three or
 * more characters also yield their two-character pieces, so "深度学习" still meets "学习"
 * when the other text was segmented differently.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const part of words.segment(text.normalize('NFKC').toLowerCase())) {
    if (!part.isWordLike) continue;
    const word = part.segment;
    if (STOP_WORDS.has(word)) continue;
    if (HAN.test(word)) {
      tokens.push(word);
      if (word.length >= 3) for (let i = 0; i + 2 <= word.length; i++) tokens.push(word.slice(i, i + 2));
    } else {
      tokens.push(stem(word));
    }
  }
  return tokens;
}

/**
 * Segmented text for a database full-text index (Postgres `simple` configuration): Chinese
 * gets the spaces between words that its tokenizer needs.
 */
export function segmentForSearch(text: string): string {
  return tokenize(text).join(' ');
}

/**
 * Just enough English stemming that "sources" meets "source" and "produced" meets
 * "produce": one suffix off, only when a stem of four letters or more remains, then a final
 * "e". Predictable beats clever here; a wrong merge would quote the wrong sentence.
 */
function stem(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  let out = word;
  if (out.endsWith('ies') && out.length > 4) out = `${out.slice(0, -3)}y`;
  else if (out.endsWith('ing') && out.length - 3 >= 4) out = out.slice(0, -3);
  else if (out.endsWith('ed') && out.length - 2 >= 4) out = out.slice(0, -2);
  else if (out.endsWith('s') && !out.endsWith('ss') && !out.endsWith('us') && out.length > 3) out = out.slice(0, -1);
  if (out.endsWith('e') && out.length - 1 >= 4) out = out.slice(0, -1);
  return out;
}
