/**
 * The baseline segmenter: ICU's word break (`Intl.Segmenter`, word mode), what a search built
 * on the platform alone would use. Its dictionary splits words it does not know into single
 * characters (微信 → 微, 信) and does not add a long word's parts (长江大桥 stays 长江 + 大桥 or
 * whole, never both), which is what jieba's search mode is there to fix. Like the engine's
 * terms it keeps words only, lowercased and NFKC-folded, so the comparison is of segmentation.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

export function intlTerms(text: string): string[] {
  const terms: string[] = [];
  for (const piece of segmenter.segment(text.normalize('NFKC'))) {
    if (piece.isWordLike) terms.push(piece.segment.toLowerCase());
  }
  return terms;
}
