import { GENE_COUNT } from './painter.ts';
import { lerp, rngOf, type Rng } from './random.ts';

/** A fresh set of genes from a seed. */
export function genesOf(seed: number): number[] {
  const rng = rngOf(seed);
  return Array.from({ length: GENE_COUNT }, () => rng());
}

/**
 * Moves genes towards fresh random ones by `amount` (0: the same picture, 1: an unrelated
 * one). `--chaos` sets the amount between a grid's four pictures; a variation uses a small one.
 */
export function perturb(base: readonly number[], rng: Rng, amount: number): number[] {
  return Array.from({ length: GENE_COUNT }, (_, i) =>
    Math.min(0.9999, Math.max(0, lerp(base[i] ?? rng(), rng(), amount))),
  );
}

/** Four decimals keep the stored state small and change no picture visibly. */
export const rounded = (genes: number[]) => genes.map((gene) => Math.round(gene * 10_000) / 10_000);

/** The genes a stored offline state holds for one quadrant, if it holds any. */
export function genesIn(state: unknown, index: number): number[] | null {
  const all = (state as { genes?: unknown } | null)?.genes;
  const genes = Array.isArray(all) ? all[index - 1] : null;
  return Array.isArray(genes) && genes.length === GENE_COUNT && genes.every((gene) => typeof gene === 'number')
    ? genes
    : null;
}
