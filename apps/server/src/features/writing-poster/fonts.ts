import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Noto Sans SC (regular and bold) from the npm package, read once on the first poster: about 21 MB,
 * so a server that never draws a poster never holds them. Bundled rather than taken from the
 * system, so a poster in Chinese looks the same on every server.
 */
export type PosterFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

const require = createRequire(import.meta.url);
let fonts: Promise<PosterFont[]> | null = null;

export function posterFonts(): Promise<PosterFont[]> {
  fonts ??= Promise.all([
    load('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf', 400),
    load('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf', 700),
  ]).catch((error: unknown) => {
    // A failed read is tried again next time rather than kept.
    fonts = null;
    throw error;
  });
  return fonts;
}

async function load(path: string, weight: 400 | 700): Promise<PosterFont> {
  return { name: 'Noto Sans SC', data: await readFile(require.resolve(path)), weight, style: 'normal' };
}
