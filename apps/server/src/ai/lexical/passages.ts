/**
 * Splits documents into sentences and passages with `Intl.Segmenter`, which knows the
 * Chinese full stops (。！？) as well as the Latin ones.
 */
const sentences = new Intl.Segmenter('zh', { granularity: 'sentence' });

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n\s*\n|\r?\n(?=\s*(?:[-*•]|\d+[.)、]|#))/)) {
    for (const part of sentences.segment(paragraph)) {
      const sentence = part.segment.replace(/\s+/g, ' ').trim();
      if (/[\p{L}\p{N}]/u.test(sentence)) out.push(sentence);
    }
  }
  return out;
}

/** Consecutive sentences joined up to about `maxChars`, so a passage keeps some context. */
export function splitPassages(text: string, maxChars = 600): string[] {
  const out: string[] = [];
  let current = '';
  for (const sentence of splitSentences(text)) {
    if (current && current.length + joiner(current).length + sentence.length > maxChars) {
      out.push(current);
      current = '';
    }
    current = current ? `${current}${joiner(current)}${sentence}` : sentence;
  }
  if (current) out.push(current);
  return out;
}

/** Chinese sentences run on without a space; Latin ones need one. */
function joiner(previous: string): string {
  return /[\p{Script=Han}。！？；]$/u.test(previous) ? '' : ' ';
}
