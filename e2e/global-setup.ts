import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './playwright.config.ts';

/**
 * The suite runs Debian's Chromium rather than a downloaded browser build. On a fresh machine
 * it installs it (with CJK fonts so Chinese text renders); without root it stops with a clear
 * message rather than skipping the suite.
 */
export default function globalSetup(): void {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. Install it with ` +
        '`sudo apt-get install -y chromium fonts-noto-cjk`, or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  console.log(`Chromium missing at ${chromiumPath}; installing it with apt-get…`);
  execSync('apt-get update && apt-get install -y --no-install-recommends chromium fonts-noto-cjk', {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(chromiumPath)) throw new Error(`apt-get finished but ${chromiumPath} is still missing.`);
}
