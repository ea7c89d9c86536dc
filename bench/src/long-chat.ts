import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startFakeUpstream } from '../../apps/server/src/ai/testing/fake-upstream.ts';
import { openAIChatFormat } from '../../apps/server/src/ai/testing/openai-chat-format.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { createSession } from '../../apps/server/src/platform/auth/sessions.ts';
import { insertUser } from '../../apps/server/src/platform/auth/users.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import {
  domSize,
  installProbe,
  loadAllHistory,
  longTasksSoFar,
  openSteps,
  scrollPass,
  timeUntilVisible,
  type OpenSteps,
  type ScrollPass,
} from './long-chat-browser.ts';
import { answerOf, endMarkOf, questionOf } from './long-chat-content.ts';

const TURNS = 150;
/** A reading pace and a fling, in pixels a frame (BENCH_SCROLL_STEPS=120,600). */
const STEPS_PX = (process.env.BENCH_SCROLL_STEPS ?? '120,600').split(',').map(Number);
/** A last pass at the reading pace with the CPU slowed as Lighthouse does for a phone (4×). */
const SLOW_CPU = 4;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '../..');

/** Measured on main at 01a8054 (/work/shared/perf-findings.md and issue #11). */
const BASELINE = {
  longTasks: '112–132',
  worstMs: '421–529',
  frameP95Ms: '100',
  openMs: '~1000',
  allHistoryMs: '7000–12000',
};
const GOAL = { longTasks: 0, frameP95Ms: 50, openMs: 300 };

/** The production build the server serves: LONG_CHAT_WEB_DIST when given, else a fresh build (removed after). */
function webDist(): { dir: string; remove: () => void } {
  const given = process.env.LONG_CHAT_WEB_DIST;
  if (given) return { dir: path.resolve(given), remove: () => undefined };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-web-'));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, WEB_OUT_DIR: dir },
    stdio: 'inherit',
  });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? Number.NaN;

/**
 * The real server (in process, serving the production build) with a fake OpenAI upstream that
 * writes the seeded answers; a user with one 150-turn conversation asked through ssePost.
 */
async function seededServer(dist: string) {
  const fake = await startFakeUpstream([openAIChatFormat()]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-long-'));
  const env = { OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: fake.url, AI_MAX_RETRIES: '0' };
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    FREE_DAILY_LIMIT: '100000',
    WEB_DIST: dist,
    ...env,
  });
  const app = await buildApp(config, { env, workers: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const close = async () => {
    await app.close();
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const row = await insertUser(app.platform.db, { nickname: 'bench' });
    const token = await createSession(app.platform.db, row.id, { ttlDays: 1 });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const json = async (response: Response) => ((await response.json()) as { data: unknown }).data;
    const user = await json(await fetch(`${base}/api/cli/user/v1/get`, { headers }));
    const sessionId = String(await json(await fetch(`${base}/api/cli/chat/topic/v1/getMsgId`, { headers })));
    for (let turn = 1; turn <= TURNS; turn++) {
      fake.script({ kind: 'answer', text: answerOf(turn), chunkSize: 4096 });
      const response = await fetch(`${base}/api/cli/chatgpt/v1/ssePost`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ prompt: questionOf(turn), sessionId, model: 'gpt3.5' }),
      });
      const body = await response.text();
      if (!body.includes('"end":true')) throw new Error(`turn ${turn} was not answered: ${body.slice(0, 200)}`);
    }
    return { base, sessionId, auth: { token, user }, close };
  } catch (error) {
    await close();
    throw error;
  }
}

const median = (values: number[]) => percentile(values, 0.5);

const summarize = (pass: ScrollPass, stepPx: number, cpuSlowdown = 1) => {
  const long = pass.longTasks.filter((duration) => duration > 50);
  return {
    stepPx,
    cpuSlowdown,
    longTasks: long.length,
    worstMs: Math.max(0, ...pass.longTasks),
    frameP95Ms: percentile(pass.frames, 0.95),
    frameMaxMs: Math.max(0, ...pass.frames),
    frames: pass.frames.length,
    distance: pass.distance,
  };
};

/**
 * A 150-turn conversation with code, tables and math, reopened from its link in Debian's
 * Chromium: time until the newest answer shows, time to load every older page by scrolling up,
 * then passes from the top to the end at a reading pace and at a fling (long tasks, frames).
 */
export async function longChatBench() {
  const dist = webDist();
  const server = await seededServer(dist.dir).catch((error: unknown) => {
    dist.remove();
    throw error;
  });
  const browser = await chromium
    .launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    })
    .catch(async (error: unknown) => {
      await server.close();
      dist.remove();
      throw error;
    });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    await installProbe(page, server.auth);
    // A first visit fills the HTTP cache, as for a returning user opening a conversation.
    await page.goto(`${server.base}/bot/c/-1`);
    await page.getByRole('textbox').waitFor();
    const url = `${server.base}/chat-custom/${server.sessionId}`;
    const opens: number[] = [];
    const steps: OpenSteps[] = [];
    for (let round = 0; round < 3; round++) {
      await page.goto(url);
      opens.push(await timeUntilVisible(page, endMarkOf(TURNS), 30_000));
      steps.push(await openSteps(page));
    }
    // Long tasks of the warm-up visit and the three opens.
    const openTasks = await longTasksSoFar(page);
    const allHistoryMs = await loadAllHistory(page, questionOf(1), 120_000);
    const historyTasks = (await longTasksSoFar(page)).slice(openTasks.length);
    const passes = [];
    // LONG_CHAT_TRACE=file.json records a Chromium trace (DevTools' Performance panel opens it) of
    // one pass: the first, or the one numbered LONG_CHAT_TRACE_PASS (from 0).
    const trace = process.env.LONG_CHAT_TRACE;
    const tracedPass = Number(process.env.LONG_CHAT_TRACE_PASS ?? 0);
    for (const [index, step] of STEPS_PX.entries()) {
      const traced = trace && index === tracedPass;
      if (traced) await browser.startTracing(page, { path: trace, screenshots: false });
      passes.push(summarize(await scrollPass(page, step), step));
      if (traced) await browser.stopTracing();
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
    passes.push(summarize(await scrollPass(page, STEPS_PX[0]!), STEPS_PX[0]!, SLOW_CPU));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      openMs: percentile(opens, 0.5),
      opens,
      openSteps: {
        firstPaintMs: median(steps.map((step) => step.firstPaintMs)),
        historyAskedMs: median(steps.map((step) => step.historyAskedMs)),
        historyAnsweredMs: median(steps.map((step) => step.historyAnsweredMs)),
      },
      openLongTasks: openTasks.filter((duration) => duration > 50),
      allHistoryMs,
      historyLongTasks: historyTasks.filter((duration) => duration > 50),
      passes,
      dom: await domSize(page),
    };
  } finally {
    await browser.close();
    await server.close();
    dist.remove();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const worst = (values: number[]) => ms(Math.max(0, ...values));

/** Prints the long-chat figures next to their goals and the baseline. */
export async function run(): Promise<boolean> {
  const result = await longChatBench();
  const mark = (ok: boolean) => (ok ? 'meets' : 'MISSES');
  console.log(`\nlong chat: ${TURNS} turns with code, tables and math, reopened from its link (Chromium)`);
  console.log(
    `  open (navigation → newest answer visible, warm cache): median ${ms(result.openMs)} ` +
      `[${result.opens.map(ms).join(', ')}], long tasks ${result.openLongTasks.length} ` +
      `(worst ${worst(result.openLongTasks)}); goal ≤ ${GOAL.openMs} ms (${mark(result.openMs <= GOAL.openMs)}); ` +
      `baseline ${BASELINE.openMs} ms`,
  );
  const step = result.openSteps;
  console.log(
    `    where it goes (medians from navigation start): first paint ${ms(step.firstPaintMs)}, ` +
      `newest history page asked ${ms(step.historyAskedMs)} and answered ${ms(step.historyAnsweredMs)}, ` +
      `newest answer shown ${ms(result.openMs)}`,
  );
  console.log(
    `  loading all history by scrolling up: ${ms(result.allHistoryMs)}, ` +
      `long tasks ${result.historyLongTasks.length} (worst ${worst(result.historyLongTasks)}); ` +
      `baseline ${BASELINE.allHistoryMs} ms`,
  );
  for (const pass of result.passes) {
    const cpu = pass.cpuSlowdown > 1 ? `, CPU ${pass.cpuSlowdown}× slower` : '';
    console.log(
      `  scroll top → end at ${pass.stepPx} px a frame${cpu} ` +
        `(${pass.distance.toFixed(0)} px, ${pass.frames} frames): ` +
        `long tasks > 50 ms ${pass.longTasks}, worst ${ms(pass.worstMs)}; goal ${GOAL.longTasks} ` +
        `(${mark(pass.longTasks <= GOAL.longTasks)}); baseline ${BASELINE.longTasks}, worst ${BASELINE.worstMs} ms`,
    );
    console.log(
      `    frame p95 ${pass.frameP95Ms.toFixed(1)} ms (max ${ms(pass.frameMaxMs)}); goal ≤ ${GOAL.frameP95Ms} ms ` +
        `(${mark(pass.frameP95Ms <= GOAL.frameP95Ms)}); baseline ${BASELINE.frameP95Ms} ms`,
    );
  }
  console.log(`  DOM after the passes: ${result.dom.rows} rows, ${result.dom.nodes} elements (baseline ~750 nodes)`);
  return result.passes.every((pass) => pass.frames > 0);
}
