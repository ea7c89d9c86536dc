import fs from 'node:fs';
import path from 'node:path';
import { MODEL_CATALOGUE } from '@inkstone/contract/models';
import { expect, it } from 'vitest';
import { LOGO_DIR } from './logos.ts';

it('has a small, self-contained SVG for every logo the catalogue names', () => {
  for (const file of new Set(MODEL_CATALOGUE.map((item) => item.logo))) {
    const svg = fs.readFileSync(path.join(LOGO_DIR, file), 'utf8');
    expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"[^>]*>.*<\/svg>\s*$/s);
    expect(svg, file).toMatch(/<title>[^<]+<\/title>/);
    // Nothing that loads or runs: safe to inline or serve as-is.
    expect(svg, file).not.toMatch(/<script|href=|url\(|on\w+=/i);
    expect(svg.length, file).toBeLessThan(1024);
  }
});
