import type { Features } from './features.ts';
import { lerp } from './random.ts';

/**
 * Colours for one picture from its genes, never using a hue `--no` bans (within ±BAN_WIDTH°)
 * nor the neutrals it bans. Hues the prompt names lead the palette.
 */
export type Palette = {
  skyTop: string;
  skyBottom: string;
  ground: string;
  accent: string;
  detail: string;
  water: string;
  light: string;
};

const BAN_WIDTH = 35;

const hueDistance = (a: number, b: number) => {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return Math.min(d, 360 - d);
};

/** The nearest hue no ban covers (searching outwards a degree at a time). */
export function allowedHue(hue: number, banned: number[]): number {
  const clean = (h: number) => banned.every((b) => hueDistance(h, b) > BAN_WIDTH);
  for (let step = 0; step <= 180; step += 1) {
    for (const h of [hue + step, hue - step]) if (clean(h)) return ((h % 360) + 360) % 360;
  }
  return hue;
}

/** Whether the shorter way round from one hue to another passes near a banned hue. */
function crosses(from: number, to: number, banned: number[]): boolean {
  const span = ((((to - from) % 360) + 540) % 360) - 180;
  for (let step = 0; step <= Math.abs(span); step += 5) {
    const hue = from + Math.sign(span) * step;
    if (banned.some((b) => hueDistance(hue, b) <= BAN_WIDTH)) return true;
  }
  return false;
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))));
  return `#${[f(0), f(8), f(4)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const SCHEMES = [
  [0, 30, -30],
  [0, 180, 25],
  [0, 120, 240],
  [0, 15, 200],
];

export function paletteOf(features: Features, genes: (i: number) => number): Palette {
  const named = features.hues;
  const base = named.length ? named[Math.floor(genes(0) * named.length)]! + (genes(1) - 0.5) * 24 : genes(0) * 360;
  // A prompt that names colours keeps them in front: analogous or complementary only.
  const scheme = SCHEMES[Math.floor(genes(2) * (named.length ? 2 : SCHEMES.length))]!;
  const [h1, second, third] = scheme.map((offset) => allowedHue(base + offset, features.bannedHues)) as [
    number,
    number,
    number,
  ];
  // Colours are mixed in gradients and edges; two hues on either side of a banned one would
  // mix into it, so such a pair is replaced by a neighbour of the leading hue.
  const h2 = crosses(h1, second, features.bannedHues) ? allowedHue(h1 + 12, features.bannedHues) : second;
  const h3 =
    crosses(h1, third, features.bannedHues) || crosses(h2, third, features.bannedHues)
      ? allowedHue(h1 - 12, features.bannedHues)
      : third;
  const minSat = features.noGrey ? 40 : 8;
  const sat = Math.max(minSat, lerp(35, 85, genes(3)) * (features.raw ? 0.7 : 1));
  // Bans on black and white narrow the lightness range every colour is drawn from.
  const low = features.noBlack ? 30 : 8;
  const high = features.noWhite ? 72 : 94;
  const light = (value: number) => Math.max(low, Math.min(high, value));
  const dark = features.dark;
  return {
    skyTop: hsl(h2, sat * 0.7, light(dark ? 10 + genes(4) * 10 : 55 + genes(4) * 20)),
    skyBottom: hsl(
      h1,
      named.length ? Math.max(sat, 70) : sat * 0.8,
      light(dark ? 25 + genes(4) * 10 : named.length ? 58 + genes(4) * 14 : 75 + genes(4) * 15),
    ),
    ground: hsl(h3, sat * 0.55, light(dark ? 14 : 28 + genes(4) * 12)),
    accent: hsl(h1, sat, light(dark ? 45 : 52)),
    detail: hsl(h2, Math.min(100, sat + 10), light(dark ? 60 : 64)),
    water: hsl(allowedHue(205 + (genes(5) - 0.5) * 40, features.bannedHues), sat * 0.8, light(dark ? 20 : 45)),
    light: hsl(allowedHue(48, features.bannedHues), 90, light(dark ? 88 : 70)),
  };
}

/** Mixes two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(lerp(channel(a, i), channel(b, i), t))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
