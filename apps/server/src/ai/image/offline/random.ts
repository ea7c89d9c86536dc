/**
 * Seeded randomness, so the offline generator answers the same prompt and seed with the same
 * picture on every server (tests and restarts rely on it).
 */
export type Rng = () => number;

/** FNV-1a over UTF-16 units: a stable 32-bit seed from text. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough for shapes and colours. */
export function rngOf(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, low: number, high: number) => low + rng() * (high - low);
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
/** Wraps into [0, 1), so perturbed genes stay genes. */
export const wrap01 = (value: number) => value - Math.floor(value);

/** Roughly normal noise (sum of uniforms), for gentle perturbations. */
export function gaussian(rng: Rng): number {
  return (rng() + rng() + rng() + rng() - 2) / 0.5774;
}
