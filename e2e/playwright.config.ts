import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { couponSeedCommands } from './support/coupons.ts';
import { CN_SERVER_PORT_OFFSET, fakeUpstreamUrl } from './support/fake-upstreams.ts';

// E2E_PORT and E2E_WEB_DIST let two checkouts' suites run side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
/** The Chinese edition's server (tests/pay-cn.spec.ts). */
const cnBaseURL = `http://127.0.0.1:${PORT + CN_SERVER_PORT_OFFSET}`;

// One fresh data folder per run. Workers load this file again; the env var keeps them on the
// folder the runner made instead of each making its own.
process.env.INKSTONE_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'inkstone-e2e-'));

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser suite drives Debian's Chromium against the production build served by the real server. */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // On CI's busy two cores a test may lose a race with the machine, not with our code: it gets one
  // more try, and `npm test` names every test that needed it (a flaky test is a defect to mend;
  // one that fails twice fails the run).
  retries: process.env.CI ? 1 : 0,
  // `npm test` asks for a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) to add up the totals.
  reporter: [
    ['list'],
    ['./failure-context-reporter.ts'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
  ],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
        },
      },
    },
  ],
  webServer: [
    {
      // The fakes of WeChat and other upstream providers (support/fakes.ts), before the server.
      command: 'node --import tsx e2e/support/fakes.ts',
      cwd: '..',
      url: fakeUpstreamUrl(PORT, 'ready'),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_PORT: String(PORT) },
    },
    {
      // The coupons the plans tests redeem go into the fresh database before the server opens it.
      command: [...couponSeedCommands(), 'node --import tsx apps/server/src/main.ts'].join(' && '),
      cwd: '..',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // A loaded machine (several suites at once) may need longer: E2E_SERVER_TIMEOUT_MS.
      timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000),
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
        DATA_DIR: process.env.INKSTONE_E2E_DATA,
        LOG_LEVEL: 'warn',
        // The footer record line is tested on one host and must stay hidden on the other.
        RECORD_NUMBER_TEXT: 'ICP record 00000000 (test)',
        RECORD_NUMBER_HOSTS: 'localhost',
        CONTACT_EMAIL: 'support@inkstone.test',
        // The analytics summary's administrator (tests/analytics.spec.ts).
        ADMIN_EMAILS: 'analytics-admin@inkstone.test',
        // Tests sign people up through the API and read their codes from the dev outbox.
        DEV_OUTBOX: '1',
        CODE_SENDS_PER_IP_PER_HOUR: '10000',
        WECHAT_API_BASE: fakeUpstreamUrl(PORT, 'wechat'),
        STT_BASE_URL: `${fakeUpstreamUrl(PORT, 'stt')}/v1`,
        // Web search: the fake SearXNG, whose result pages are on loopback too. The fetcher never
        // reaches loopback by default; this test server allows that one host:port, nothing else.
        SEARXNG_URL: fakeUpstreamUrl(PORT, 'search'),
        FETCH_ALLOW_HOSTS: fakeUpstreamUrl(PORT, 'search').replace('http://', ''),
      },
    },
    {
      // The Chinese edition, with WeChat Pay and Alipay configured against the fakes (support/cn-server.ts);
      // tests/pay-cn.spec.ts and tests/chat-resume.spec.ts run against it.
      command: 'node --import tsx e2e/support/cn-server.ts',
      cwd: '..',
      url: `${cnBaseURL}/api/health`,
      reuseExistingServer: false,
      timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000),
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT + CN_SERVER_PORT_OFFSET),
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
        DATA_DIR: `${process.env.INKSTONE_E2E_DATA}/cn`,
        // tests/chat-resume.spec.ts reloads mid-answer: its answers stream slower than the first server's.
        OFFLINE_CHUNK_DELAY_MS: '60',
        LOG_LEVEL: 'warn',
        DEV_OUTBOX: '1',
        CODE_SENDS_PER_IP_PER_HOUR: '10000',
      },
    },
  ],
});
