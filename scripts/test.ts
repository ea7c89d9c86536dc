/**
 * `npm test`: type check, lint, format check, unit and API tests (PGlite, and PostgreSQL + Redis when
 * reachable, in one run), the production web build and its bundle budget, then the browser suite against that
 * build. Stops at the first failing step (the type check runs beside lint and the format check). A pass that
 * cannot run is announced, never skipped quietly; under CI (CI=true) the PostgreSQL + Redis pass is required.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runTogether } from './run-together.ts';

const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-test-reports-'));
const totals = { passed: 0, failed: 0 };

/** Runs a step; `count` adds its report to the totals, whether it passed or not. */
function run(title: string, command: string, args: string[], env: Record<string, string> = {}, count?: () => void) {
  console.log(`\n━━ ${title} ━━`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const before = totals.failed;
  try {
    count?.();
  } catch {
    // No report: the step failed before running its tests.
  }
  if (result.status !== 0) {
    // A step that failed without a failing test in its report (type check, lint, a crash)
    // still counts as one failure in the closing line.
    if (totals.failed === before) totals.failed += 1;
    console.error(`\n✗ ${title} failed`);
    printTotals();
    process.exit(result.status ?? 1);
  }
}

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.end();
      resolve(true);
    });
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
  });
}

function countVitest(file: string) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
}

function countPlaywright(file: string) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  if (report.stats.flaky) console.warn(`\n⚠ ${report.stats.flaky} browser test(s) passed only on their second try:`);
  for (const title of flakyTitles(report.suites ?? [])) console.warn(`  - ${title}`);
}

type PlaywrightSuite = {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; tests: { status: string }[] }[];
};

/** The tests Playwright marked flaky (failed, then passed on retry), as "file › title". */
function flakyTitles(suites: PlaywrightSuite[], path: string[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => [...path, suite.title, spec.title].filter(Boolean).join(' › ')),
    ...flakyTitles(suite.suites ?? [], [...path, suite.title]),
  ]);
}

function printTotals() {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
}

/**
 * Every project runs in one Vitest invocation (the PGlite and PostgreSQL passes share its workers).
 * Workers: one per core unless TEST_WORKERS says otherwise. On two cores the whole Vitest run took
 * 1,811 s with two workers against about 2,400 s with one (every file passed either way); three
 * workers pushed the slowest API tests (the draw restart suite, the server's cold start) past
 * their time limits.
 */
const TEST_WORKERS = process.env.TEST_WORKERS ?? String(Math.max(1, os.availableParallelism()));

const vitest = (name: string, projects: string[], env: Record<string, string> = {}) => {
  const output = path.join(reports, `${name}.json`);
  run(
    `vitest: ${projects.join(', ')} (${TEST_WORKERS} workers)`,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      `--maxWorkers=${TEST_WORKERS}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
    () => countVitest(output),
  );
};

// The checks each use one core: the type check beside lint then the format check, on two cores,
// takes the type check's time instead of all three's (CI, this machine: 104 s + 83 s + ~20 s).
const failedChecks = await runTogether([
  [{ title: 'type check', command: 'npm', args: ['run', '--silent', 'typecheck'] }],
  [
    { title: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    { title: 'format (Prettier, 120 columns)', command: 'npm', args: ['run', '--silent', 'format:check'] },
  ],
]);
if (failedChecks) {
  totals.failed += failedChecks;
  printTotals();
  process.exit(1);
}

const units = ['lint', 'scripts', 'contract', 'render', 'web', 'api:pglite'];
const servicesUp = (await reachable(databaseUrl)) && (await reachable(redisUrl));
if (servicesUp) {
  vitest('vitest', [...units, 'api:postgres'], { TEST_DATABASE_URL: databaseUrl, TEST_REDIS_URL: redisUrl });
} else if (process.env.CI) {
  console.error(`\n✗ CI needs PostgreSQL (${databaseUrl}) and Redis (${redisUrl}) for the API suite's second pass.`);
  process.exit(1);
} else {
  console.warn(
    `\n⚠ NOT RUN: the API suite's PostgreSQL + Redis pass — nothing answers at ${databaseUrl} and ${redisUrl}.` +
      '\n  Start both (or set TEST_DATABASE_URL / TEST_REDIS_URL) to run it.',
  );
  vitest('vitest', units);
}

// One build serves both: the budget weighs the files the browser suite then runs against.
run('web build (production)', 'npm', ['run', '--silent', 'build']);
run('bundle budget: first-load JS of /notebook and /chat-custom/1', 'npm', ['run', '--silent', 'budget']);

const playwrightReport = path.join(reports, 'playwright.json');
run(
  'browser suite (Chromium)',
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  () => countPlaywright(playwrightReport),
);
printTotals();
