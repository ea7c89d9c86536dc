/**
 * The page's `lang` from its words: the script most of its letters are written in. Kana means
 * Japanese and Hangul Korean even among Chinese characters; Han alone is Chinese.
 */
export function languageOf(text: string): string {
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  const kana = count(/[\u3040-\u30ff]/g);
  const hangul = count(/[\uac00-\ud7af]/g);
  const han = count(/\p{Script=Han}/gu);
  const latin = count(/[A-Za-z]+/g);
  if (kana > 0 && kana + han > latin) return 'ja';
  if (hangul > latin && hangul > han) return 'ko';
  if (han > 0 && han >= latin) return 'zh-CN';
  return 'en';
}
