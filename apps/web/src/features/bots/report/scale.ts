/**
 * The chart's vertical scale: a top of 4 round steps (1, 2 or 5 times a power of ten) at or above
 * the largest figure, so the gridlines read as whole numbers. An empty period still gets 0–4.
 */
export function niceTop(max: number): { top: number; step: number } {
  if (max <= 4) return { top: 4, step: 1 };
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  return { top: step * 4, step };
}

/**
 * Which days get a label under the axis: every one for a week, every fifth or so for a month —
 * counted back from the newest, so today is always named.
 */
export function labelledDays(count: number, most = 7): Set<number> {
  const every = Math.max(1, Math.ceil(count / most));
  const picked = new Set<number>();
  for (let index = count - 1; index >= 0; index -= every) picked.add(index);
  return picked;
}
