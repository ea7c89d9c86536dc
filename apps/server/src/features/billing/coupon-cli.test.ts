import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run coupon -- …`: help and mistakes print the usage, never a stack trace, and open no database.
const root = path.resolve(import.meta.dirname, '../../../../..');
const dataDir = path.join(os.tmpdir(), `coupon-cli-untouched-${process.pid}`);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/features/billing/coupon-cli.ts', ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('the coupon command line', () => {
  it('--help, -h and help print the usage and exit 0', async () => {
    for (const args of [['--help'], ['-h'], ['help'], ['create', '--help']]) {
      const result = await run(...args);
      expect(result.code, args.join(' ')).toBe(0);
      expect(result.stdout).toMatch(/^Usage: npm run coupon -- <command>/);
      expect(result.stdout).toContain('create --kind qa_days|drawing_days|qa_count --amount N');
      expect(result.stdout).toContain('list');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 120_000);

  it('an unknown command, an unknown option or none prints the usage and exits non-zero', async () => {
    for (const [args, said] of [
      [['frobnicate'], 'unknown command "frobnicate"'],
      [['list', '--bogus'], "unknown option '--bogus'"],
      [[], 'no command given'],
    ] as const) {
      const result = await run(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(`coupon: ${said}`);
      expect(result.stderr).toContain('Usage: npm run coupon -- <command>');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 120_000);
});
