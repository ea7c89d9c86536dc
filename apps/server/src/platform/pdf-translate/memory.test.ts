import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const probe = fileURLToPath(new URL('./rss-probe.ts', import.meta.url));

describe('memory', () => {
  it('translates 100 pages without memory growing per page (own process, peak RSS measured)', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', probe, '100'], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    const result = JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, number>;
    console.log('pdf-translate memory probe', result);
    // Measured here: about 300 MB peak, of which ~150 MB is Node, tsx and the two wasm engines.
    expect(result.peakRssMB).toBeLessThan(600);
    // 90 more pages may cost the output's own bytes, not a copy of every page's objects.
    expect(result.rssAfterAllPagesMB! - result.rssAfter10PagesMB!).toBeLessThan(100);
  }, 150_000);
});
