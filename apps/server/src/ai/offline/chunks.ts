/**
 * Cuts an answer into small pieces along word boundaries (`Intl.Segmenter`, so Chinese is
 * cut between words too), for streaming at a readable pace like a model would.
 */
const words = new Intl.Segmenter('zh', { granularity: 'word' });

export function chunkText(text: string, targetChars: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const { segment } of words.segment(text)) {
    current += segment;
    if (current.length >= targetChars) {
      chunks.push(current);
      current = '';
    }
  }
  if (current) chunks.push(current);
  return chunks;
}
