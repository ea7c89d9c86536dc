import type { Size } from '../grid.ts';
import type { Features } from './features.ts';
import { building, cloud, crescent, flower, peak, pine, star, wave } from './icons.ts';
import { mix, paletteOf, type Palette } from './palette.ts';
import { hashSeed, lerp, rngOf, type Rng } from './random.ts';
import { SUBJECT_NAMES } from './words.ts';

/**
 * Paints one picture as SVG from its features and genes. Genes are numbers in [0, 1): the
 * first 16 set palette and layout, then each subject owns a block of 16 for its shapes, so
 * nudging genes (variation) moves shapes a little while a new seed (reroll) moves them all.
 */
export const GENE_BLOCK = 16;
const ORDER = [...SUBJECT_NAMES, 'abstract'] as const;
export const GENE_COUNT = GENE_BLOCK * (ORDER.length + 1);
/** Back to front. */
const DEPTH: ReadonlyArray<(typeof ORDER)[number]> = [
  'stars',
  'sun',
  'moon',
  'clouds',
  'mountains',
  'water',
  'city',
  'trees',
  'flowers',
  'abstract',
];

type Layer = (ctx: Ctx) => string;
type Ctx = {
  features: Features;
  palette: Palette;
  w: number;
  h: number;
  horizon: number;
  block: (j: number) => number;
  rng: Rng;
  blur: string;
};

const n = (value: number) => Math.round(value * 10) / 10;
const count = (ctx: Ctx, low: number, high: number) => Math.round(lerp(low, high, ctx.features.detail));
const cloudColour = (ctx: Ctx) =>
  ctx.features.noWhite ? ctx.palette.detail : mix(ctx.palette.skyBottom, '#ffffff', 0.75);
const starColour = (ctx: Ctx) => (ctx.features.noWhite ? ctx.palette.light : '#fffbe8');

const SCENE: Record<(typeof ORDER)[number], Layer> = {
  stars: (ctx) =>
    Array.from(
      { length: count(ctx, 30, 180) },
      () =>
        `<circle cx="${n(ctx.rng() * ctx.w)}" cy="${n(ctx.rng() * ctx.horizon)}" ` +
        `r="${n(0.5 + ctx.rng() * 1.4)}" fill="${starColour(ctx)}" ` +
        `opacity="${n(0.4 + ctx.rng() * 0.6)}"/>`,
    ).join(''),
  sun: (ctx) => {
    const [x, y, r] = [
      ctx.block(0) * ctx.w,
      lerp(0.12, 0.42, ctx.block(1)) * ctx.horizon + ctx.h * 0.05,
      lerp(0.07, 0.14, ctx.block(2)) * Math.min(ctx.w, ctx.h),
    ];
    // A translucent glow tints the sky under it; with banned hues that tint could be one of them.
    const glow =
      ctx.features.raw || ctx.features.bannedHues.length
        ? ''
        : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 2.6)}" fill="url(#glow)"/>`;
    return `${glow}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${ctx.palette.light}"/>`;
  },
  moon: (ctx) =>
    crescent(
      ctx.block(0) * ctx.w,
      lerp(0.1, 0.35, ctx.block(1)) * ctx.h,
      lerp(0.05, 0.1, ctx.block(2)) * Math.min(ctx.w, ctx.h),
      ctx.palette.light,
    ),
  clouds: (ctx) =>
    Array.from({ length: count(ctx, 2, 7) }, (_, i) =>
      cloud(
        ((ctx.block(i % 8) + i * 0.37) % 1) * ctx.w,
        lerp(0.08, 0.45, ctx.block(8 + (i % 8))) * ctx.horizon,
        ctx.w * lerp(0.1, 0.18, ctx.rng()),
        cloudColour(ctx),
        ctx.rng,
        ctx.blur,
      ),
    ).join(''),
  mountains: (ctx) => {
    const layers = count(ctx, 2, 4);
    let markup = '';
    for (let k = 0; k < layers; k += 1) {
      const base = ctx.horizon - (layers - k - 1) * ctx.h * 0.04;
      const amp = ctx.h * lerp(0.1, 0.24, ctx.block(k * 3));
      const points: string[] = [];
      for (let i = 0; i <= 48; i += 1) {
        const x = (i / 48) * ctx.w;
        const t = (i / 48) * Math.PI * 2;
        const ridge =
          Math.sin(t + ctx.block(k * 3 + 1) * 6.28) * 0.5 +
          Math.sin(2 * t + ctx.block(k * 3 + 2) * 6.28) * 0.3 +
          Math.sin(5 * t + k) * 0.08 * (1 + ctx.features.detail);
        points.push(`${n(x)},${n(base - amp * (0.55 + 0.45 * ridge))}`);
      }
      const colour = mix(ctx.palette.ground, ctx.palette.skyBottom, 0.6 * (1 - (k + 1) / layers));
      markup += `<polygon points="0,${n(ctx.h)} ${points.join(' ')} ${n(ctx.w)},${n(ctx.h)}" fill="${colour}"/>`;
    }
    return markup;
  },
  water: (ctx) => {
    let markup =
      `<rect x="0" y="${n(ctx.horizon)}" width="${ctx.w}" height="${n(ctx.h - ctx.horizon)}" ` +
      `fill="${ctx.features.raw ? ctx.palette.water : 'url(#water)'}"/>`;
    for (let i = 0; i < count(ctx, 4, 18); i += 1) {
      const y = ctx.horizon + ctx.rng() * (ctx.h - ctx.horizon);
      markup += wave(
        ctx.rng() * ctx.w,
        y,
        ctx.w * 0.03 * (1 + ((y - ctx.horizon) / ctx.h) * 3),
        mix(ctx.palette.water, '#ffffff', 0.35),
      );
    }
    return markup;
  },
  city: (ctx) => {
    let markup = '';
    const total = count(ctx, 5, 14);
    for (let i = 0, x = -ctx.w * 0.02; i < total && x < ctx.w; i += 1) {
      const width = (ctx.w / total) * lerp(0.7, 1.3, ctx.block(i % 16));
      const height = ctx.h * lerp(0.1, 0.38, ctx.rng());
      markup += building(
        x,
        ctx.horizon + ctx.h * 0.02,
        width * 0.92,
        height,
        mix(ctx.palette.ground, '#101018', 0.3),
        ctx.palette.light,
        ctx.features.detail > 0.05,
        ctx.rng,
      );
      x += width;
    }
    return markup;
  },
  trees: (ctx) =>
    Array.from(
      { length: count(ctx, 3, 16) },
      () => [ctx.rng() * ctx.w, ctx.horizon + ctx.rng() * (ctx.h - ctx.horizon) * 0.85] as const,
    )
      .sort((a, b) => a[1] - b[1])
      .map(([x, y]) =>
        pine(
          x,
          y,
          ctx.h * 0.16 * (0.5 + (y - ctx.horizon) / (ctx.h - ctx.horizon)),
          mix(ctx.palette.ground, '#0b3d1a', 0.45),
          '#4a3422',
        ),
      )
      .join(''),
  flowers: (ctx) =>
    Array.from({ length: count(ctx, 4, 22) }, () =>
      flower(
        ctx.rng() * ctx.w,
        lerp(ctx.horizon, ctx.h, 0.25 + ctx.rng() * 0.7),
        Math.min(ctx.w, ctx.h) * lerp(0.025, 0.06, ctx.rng()),
        ctx.rng() < 0.5 ? ctx.palette.accent : ctx.palette.detail,
        ctx.palette.light,
        5 + Math.floor(ctx.rng() * 3),
      ),
    ).join(''),
  abstract: (ctx) =>
    Array.from({ length: count(ctx, 5, 18) }, (_, i) => {
      const fill = [ctx.palette.accent, ctx.palette.detail, ctx.palette.skyTop, ctx.palette.light][i % 4];
      const [x, y] =
        i < 8 ? [ctx.block(i * 2) * ctx.w, ctx.block(i * 2 + 1) * ctx.h] : [ctx.rng() * ctx.w, ctx.rng() * ctx.h];
      const r = Math.min(ctx.w, ctx.h) * lerp(0.05, 0.22, ctx.rng());
      return i % 3 === 2
        ? `<rect x="${n(x - r)}" y="${n(y - r * 0.6)}" width="${n(r * 2)}" height="${n(r * 1.2)}" ` +
            `rx="${n(r * 0.3)}" fill="${fill}" opacity="${n(0.5 + ctx.rng() * 0.4)}" ` +
            `transform="rotate(${n(ctx.rng() * 90)} ${n(x)} ${n(y)})"/>`
        : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}" opacity="${n(0.5 + ctx.rng() * 0.4)}"/>`;
    }).join(''),
};

/** Icons scattered over a flat ground for `--tile`, drawn again across each edge so the picture repeats seamlessly. */
const TILE_ICON: Record<(typeof ORDER)[number], (ctx: Ctx, x: number, y: number, s: number) => string> = {
  sun: (ctx, x, y, s) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.5)}" fill="${ctx.palette.light}"/>`,
  moon: (ctx, x, y, s) => crescent(x, y, s * 0.45, ctx.palette.light),
  stars: (ctx, x, y, s) => star(x, y, s * 0.35, starColour(ctx)),
  mountains: (ctx, x, y, s) => peak(x, y + s * 0.4, s * 0.6, ctx.palette.ground, cloudColour(ctx)),
  water: (ctx, x, y, s) => wave(x, y, s * 0.4, ctx.palette.water),
  trees: (ctx, x, y, s) => pine(x, y + s * 0.5, s, mix(ctx.palette.ground, '#0b3d1a', 0.45), '#4a3422'),
  city: (ctx, x, y, s) =>
    building(x - s * 0.3, y + s * 0.5, s * 0.6, s, ctx.palette.ground, ctx.palette.light, true, ctx.rng),
  flowers: (ctx, x, y, s) => flower(x, y, s * 0.35, ctx.palette.accent, ctx.palette.light, 6),
  clouds: (ctx, x, y, s) => cloud(x, y, s * 0.6, cloudColour(ctx), ctx.rng, ''),
  abstract: (ctx, x, y, s) =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.4)}" ` +
    `fill="${ctx.rng() < 0.5 ? ctx.palette.accent : ctx.palette.detail}" opacity="0.8"/>`,
};

export type ImageLayer = { dataUrl: string; opacity: number };

export function paintSvg(features: Features, genes: number[], size: Size, imagePrompt: ImageLayer | null): string {
  const { width: w, height: h } = size;
  const gene = (i: number) => genes[i] ?? 0;
  const palette = paletteOf(features, gene);
  const ctxFor = (subject: (typeof ORDER)[number]): Ctx => {
    const offset = GENE_BLOCK * (ORDER.indexOf(subject) + 1);
    return {
      features,
      palette,
      w,
      h,
      horizon: h * lerp(0.5, 0.72, gene(6)),
      block: (j) => gene(offset + (j % GENE_BLOCK)),
      rng: rngOf(hashSeed(`${subject}:${gene(offset)}:${gene(offset + 15)}`)),
      blur: features.raw ? '' : ' filter="url(#soft)"',
    };
  };
  const defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" ` +
    `stop-color="${palette.skyTop}"/><stop offset="1" ` +
    `stop-color="${palette.skyBottom}"/></linearGradient>` +
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" ` +
    `stop-color="${mix(palette.water, palette.skyBottom, 0.4)}"/><stop offset="1" ` +
    `stop-color="${palette.water}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.light}" ` +
    `stop-opacity="0.7"/><stop offset="1" stop-color="${palette.light}" ` +
    `stop-opacity="0"/></radialGradient>` +
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur ` +
    `stdDeviation="${n(Math.min(w, h) * 0.006)}"/></filter>` +
    `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" ` +
    `seed="${Math.floor(gene(7) * 1000)}"/><feColorMatrix type="saturate" values="0"/></filter>`;
  const image = imagePrompt
    ? `<image href="${imagePrompt.dataUrl}" xlink:href="${imagePrompt.dataUrl}" x="0" y="0" ` +
      `width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice" ` +
      `opacity="${n(imagePrompt.opacity * 100) / 100}"/>`
    : '';
  let body: string;
  if (features.tile) {
    const icons = features.subjects.flatMap((subject) => {
      const ctx = ctxFor(subject);
      return Array.from({ length: count(ctx, 3, 9) }, (_, i) =>
        TILE_ICON[subject](ctx, ctx.block(i) * w, ctx.block(i + 8) * h, Math.min(w, h) * lerp(0.12, 0.22, ctx.rng())),
      );
    });
    const copies = [-1, 0, 1].flatMap((dx) =>
      [-1, 0, 1].map((dy) => `<use href="#motif" xlink:href="#motif" x="${dx * w}" y="${dy * h}"/>`),
    );
    body =
      `<rect width="${w}" height="${h}" fill="${palette.skyBottom}"/>${image}<defs><g ` +
      `id="motif">${icons.join('')}</g></defs>${copies.join('')}`;
  } else {
    const landscape = features.subjects.some(
      (subject) => subject !== 'abstract' && subject !== 'stars' && subject !== 'clouds',
    );
    const horizon = ctxFor('abstract').horizon;
    const ground =
      landscape && !features.subjects.includes('water')
        ? `<rect x="0" y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${palette.ground}"/>`
        : '';
    const sky = features.raw ? mix(palette.skyTop, palette.skyBottom, 0.5) : 'url(#sky)';
    const layers = DEPTH.filter((subject) => features.subjects.includes(subject)).map((subject) =>
      SCENE[subject](ctxFor(subject)),
    );
    const grain =
      !features.raw && features.detail > 0
        ? `<rect width="${w}" height="${h}" filter="url(#grain)" ` +
          `opacity="${n(features.detail * 0.22 * 100) / 100}"/>`
        : '';
    body = `<rect width="${w}" height="${h}" fill="${sky}"/>${ground}${image}${layers.join('')}${grain}`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`
  );
}
