import type { Rng } from './random.ts';

/**
 * Small SVG shapes the painter places: each takes a centre, a size and colours and answers
 * markup. Numbers are rounded so the SVG stays short.
 */
const n = (value: number) => Math.round(value * 10) / 10;

export const pine = (x: number, y: number, size: number, colour: string, trunk: string) =>
  `<rect x="${n(x - size * 0.06)}" y="${n(y - size * 0.25)}" width="${n(size * 0.12)}" ` +
  `height="${n(size * 0.25)}" fill="${trunk}"/>` +
  [0, 1, 2]
    .map((tier) => {
      const top = y - size * (1.1 - tier * 0.28);
      const half = size * (0.22 + tier * 0.1);
      const bottom = y - size * (0.55 - tier * 0.28);
      return (
        `<polygon points="${n(x)},${n(top)} ${n(x - half)},${n(bottom)} ` +
        `${n(x + half)},${n(bottom)}" fill="${colour}"/>`
      );
    })
    .join('');

export const flower = (x: number, y: number, size: number, petal: string, centre: string, petals: number) =>
  Array.from({ length: petals }, (_, i) => {
    const angle = (i / petals) * Math.PI * 2;
    return (
      `<circle cx="${n(x + Math.cos(angle) * size * 0.45)}" ` +
      `cy="${n(y + Math.sin(angle) * size * 0.45)}" r="${n(size * 0.32)}" fill="${petal}"/>`
    );
  }).join('') + `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.26)}" fill="${centre}"/>`;

export const cloud = (x: number, y: number, size: number, colour: string, rng: Rng, filter: string) =>
  `<g fill="${colour}" opacity="0.85"${filter}>` +
  Array.from({ length: 3 + Math.floor(rng() * 3) }, (_, i) => {
    const dx = (i - 1.5) * size * 0.45 + (rng() - 0.5) * size * 0.2;
    return (
      `<ellipse cx="${n(x + dx)}" cy="${n(y + (rng() - 0.5) * size * 0.2)}" ` +
      `rx="${n(size * (0.35 + rng() * 0.25))}" ry="${n(size * (0.22 + rng() * 0.12))}"/>`
    );
  }).join('') +
  '</g>';

export const building = (
  x: number,
  base: number,
  width: number,
  height: number,
  colour: string,
  window: string,
  windows: boolean,
  rng: Rng,
) => {
  let markup = `<rect x="${n(x)}" y="${n(base - height)}" width="${n(width)}" height="${n(height)}" fill="${colour}"/>`;
  if (!windows) return markup;
  const cell = Math.max(4, width / 5);
  for (let wy = base - height + cell * 0.6; wy < base - cell; wy += cell * 1.3) {
    for (let wx = x + cell * 0.5; wx < x + width - cell * 0.8; wx += cell * 1.2) {
      if (rng() < 0.65)
        markup +=
          `<rect x="${n(wx)}" y="${n(wy)}" width="${n(cell * 0.6)}" height="${n(cell * 0.7)}" ` +
          `fill="${window}" opacity="0.85"/>`;
    }
  }
  return markup;
};

export const star = (x: number, y: number, size: number, colour: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? size : size * 0.45;
    const angle = (i / 10) * Math.PI * 2 - Math.PI / 2;
    return `${n(x + Math.cos(angle) * radius)},${n(y + Math.sin(angle) * radius)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${colour}"/>`;
};

/** A crescent cut with a mask, so it reads as a moon on any sky (gradients included). */
export const crescent = (x: number, y: number, size: number, colour: string) => {
  const id = `moon-${Math.round(x)}-${Math.round(y)}-${Math.round(size)}`;
  return (
    `<mask id="${id}"><circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="#fff"/><circle ` +
    `cx="${n(x + size * 0.45)}" cy="${n(y - size * 0.2)}" r="${n(size * 0.85)}" ` +
    `fill="#000"/></mask>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="${colour}" mask="url(#${id})"/>`
  );
};

export const peak = (x: number, y: number, size: number, colour: string, snow: string) =>
  `<polygon points="${n(x)},${n(y - size)} ${n(x - size)},${n(y)} ${n(x + size)},${n(y)}" fill="${colour}"/>` +
  `<polygon points="${n(x)},${n(y - size)} ${n(x - size * 0.3)},${n(y - size * 0.7)} ` +
  `${n(x + size * 0.3)},${n(y - size * 0.7)}" fill="${snow}"/>`;

export const wave = (x: number, y: number, size: number, colour: string) =>
  `<path d="M${n(x - size)},${n(y)} q${n(size / 2)},${n(-size / 3)} ${n(size)},0 ` +
  `t${n(size)},0" stroke="${colour}" stroke-width="${n(Math.max(1.5, size / 8))}" ` +
  `fill="none" stroke-linecap="round"/>`;
