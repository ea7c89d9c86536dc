import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTogether, type Step } from './run-together.ts';

const node = (title: string, code: string): Step => ({ title, command: process.execPath, args: ['-e', code] });

describe('runTogether', () => {
  it('runs the lanes side by side, each step whole under its title', async () => {
    // The first lane's step ends only once the second lane has made the marker: run in turn, it
    // would give up and fail.
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'run-together-')), 'marker');
    const waitForMarker = `const fs = require('node:fs'); const until = Date.now() + 10000;
      const look = () => fs.existsSync(${JSON.stringify(marker)}) ? console.log('saw it')
        : Date.now() > until ? process.exit(1) : setTimeout(look, 20); look();`;
    const printed: string[] = [];
    const failed = await runTogether(
      [
        [node('waits', waitForMarker)],
        [
          node('one', "console.log('one'); console.error('one err')"),
          node('marks', `require('node:fs').writeFileSync(${JSON.stringify(marker)}, ''); console.log('two')`),
        ],
      ],
      (text) => printed.push(text),
    );
    expect(failed).toBe(0);
    // Each step whole under its title; which of the last two ends first is the machine's choice.
    expect(printed[0]).toBe('\n━━ one ━━\none\none err\n');
    expect(printed.slice(1).sort()).toEqual(['\n━━ marks ━━\ntwo\n', '\n━━ waits ━━\nsaw it\n']);
  });

  it('counts a failed step and stops its lane there, the other lanes running on', async () => {
    const printed: string[] = [];
    const failed = await runTogether(
      [
        [node('broken', "console.log('bad'); process.exit(3)"), node('after', "console.log('never')")],
        [node('fine', "console.log('ok')")],
      ],
      (text) => printed.push(text),
    );
    expect(failed).toBe(1);
    const all = printed.join('');
    expect(all).toContain('━━ broken ━━\nbad\n');
    expect(all).toContain('✗ broken failed');
    expect(all).toContain('━━ fine ━━\nok\n');
    expect(all).not.toContain('never');
  });

  it('counts a command that cannot start as failed', async () => {
    const printed: string[] = [];
    const failed = await runTogether([[{ title: 'missing', command: '/no/such/program', args: [] }]], (text) =>
      printed.push(text),
    );
    expect(failed).toBe(1);
    expect(printed.join('')).toContain('✗ missing failed');
  });
});
