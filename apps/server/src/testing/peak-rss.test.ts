import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const helper = fileURLToPath(new URL('./peak-rss.ts', import.meta.url));

describe('peakRssMB', () => {
  it("is the process's own peak, not the peak of the process that spawned it", () => {
    // A parent holding 400 MB (written, so resident) spawns a small process that reports its peak.
    const parent = `
      const held = Buffer.alloc(400 * 1024 * 1024, 1);
      const out = require('node:child_process').execFileSync(process.execPath, ['--import', 'tsx', '-e',
        'import(${JSON.stringify(helper)}).then((m) => console.log(m.peakRssMB()))'], { encoding: 'utf8' });
      console.log(out.trim(), held.length);
    `;
    const [childPeak] = execFileSync(process.execPath, ['-e', parent], { encoding: 'utf8', timeout: 60_000 })
      .trim()
      .split(' ')
      .map(Number);
    // Node with tsx alone is well under 200 MB; the parent's 400 MB must not show.
    expect(childPeak).toBeGreaterThan(10);
    expect(childPeak).toBeLessThan(200);
  }, 90_000);
});
