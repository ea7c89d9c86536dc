/**
 * Reads the recogniser's output (T time steps × C classes of softmax probabilities) the CTC
 * way: the likeliest class per step, repeats collapsed, class 0 (blank) dropped. Class i ≥ 1
 * is `charset[i - 1]`; the charset is the dictionary file plus a final space, as PaddleOCR
 * builds it with `use_space_char`. The score is the mean probability of the kept characters.
 */
export function decodeCtc(
  probs: Float32Array,
  steps: number,
  classes: number,
  charset: readonly string[],
): { text: string; score: number } {
  let text = '';
  let sum = 0;
  let kept = 0;
  let previous = -1;
  for (let t = 0; t < steps; t++) {
    const row = t * classes;
    let best = 0;
    let bestProb = -Infinity;
    for (let c = 0; c < classes; c++) {
      const p = probs[row + c] ?? 0;
      if (p > bestProb) {
        bestProb = p;
        best = c;
      }
    }
    if (best !== 0 && best !== previous) {
      text += charset[best - 1] ?? '';
      sum += bestProb;
      kept++;
    }
    previous = best;
  }
  return { text, score: kept === 0 ? 0 : sum / kept };
}

/** The dictionary file holds one character per line; the model's last class is the space. */
export function charsetOf(dictionary: string): string[] {
  const lines = dictionary.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return [...lines, ' '];
}
