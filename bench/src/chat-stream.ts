import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance as timing } from 'node:perf_hooks';
import v8 from 'node:v8';
import { buildApp } from '../../apps/server/src/app.ts';
import { createSession } from '../../apps/server/src/platform/auth/sessions.ts';
import { insertUser } from '../../apps/server/src/platform/auth/users.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { startChild } from './chat-stream-child.ts';
import { profilePhase } from './chat-stream-profile.ts';
import { sdkCost } from './chat-stream-sdk-cost.ts';
import { benchStore, servicesDown } from './two-instances-services.ts';
import { collectGarbage, weighWhileOpen } from './stream-memory.ts';

/**
 * Chat streaming, the server measured alone: the fake upstream and the readers run in two
 * child processes, so this process's heap and event loop are the server's.
 *
 * - Time to first token added by the server: the same question read through the server and
 *   from the fake upstream directly, in pairs; the added time is their difference.
 * - 1,000 concurrent streams (BENCH_STREAMS): the heap and rss each open stream holds (weighed
 *   after a full GC while every stream is open), and the gap between text frames the readers
 *   see against the upstream's 20 ms, beside the same readers on the upstream directly.
 * - Where a frame's CPU goes: the AI SDK's provider stream alone against a plain read of the
 *   same frames (chat-stream-sdk-cost.ts).
 */
const SENTENCE = 'Streaming benchmarks measure what the server adds between the model and the reader. ';
const CHUNK = 8;
export const UPSTREAM_GAP_MS = 20;
/**
 * Before issue #11's work (main at a3a9d83), on this machine: first token and gap with this
 * bench (1,000 streams, which that code never had open at once: it started them slower than
 * they ended, so its gap is over fewer streams); heap per stream from the issue (the old
 * in-process bench at 200 streams, readers and fake upstream included).
 */
const BEFORE = { addedP50Ms: 23.3, addedP99Ms: 63.8, heapKb: 526, gapRatio: 1.2 };
export const GOAL = { addedP50Ms: 2, addedP99Ms: 10, heapKb: 50, gapRatio: 1.1 };

export type Target = { url: string; headers: Record<string, string>; body: unknown; kind: 'direct' | 'server' };
type Summary = { count: number; mean: number; p50: number; p99: number };
export type Many = {
  mostOpen: number;
  failures: Record<string, number>;
  completed: number;
  first: Summary;
  last: Summary;
  gaps: Summary;
  steadyGaps: Summary;
};

export const answer = (tokens: number, delayMs: number) => ({
  text: SENTENCE.repeat(Math.ceil((tokens * CHUNK) / SENTENCE.length)).slice(0, tokens * CHUNK),
  chunkSize: CHUNK,
  delayMs,
});

const percentile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN;

/** The server's CPU time per second of wall time, and how busy its event loop was. */
function serverLoad() {
  const cpu = process.cpuUsage();
  const loop = timing.eventLoopUtilization();
  const started = performance.now();
  return {
    stop: () => {
      const used = process.cpuUsage(cpu);
      return {
        cpuMs: (used.user + used.system) / 1000,
        cpu: (used.user + used.system) / 1000 / (performance.now() - started),
        utilization: timing.eventLoopUtilization(loop).utilization,
      };
    },
  };
}

export async function chatStreamBench(options: {
  rounds: number;
  streams: number;
  tokens: number;
  /** The server's database: PGlite in a throwaway folder unless a PostgreSQL URL is given. */
  databaseUrl?: string;
}) {
  const here = path.dirname(new URL(import.meta.url).pathname);
  const upstream = startChild(path.join(here, 'chat-stream-upstream.ts'));
  const readers = startChild(path.join(here, 'chat-stream-readers.ts'));
  const upstreamUrl = await upstream.call<string>('url');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-chat-'));
  const env = { OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: upstreamUrl, AI_MAX_RETRIES: '0' };
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      FREE_DAILY_LIMIT: '1000000',
      ...env,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    }),
    { env, workers: false },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const user = await insertUser(app.platform.db, { nickname: 'bench' });
  const token = await createSession(app.platform.db, user.id, { ttlDays: 1 });

  const direct: Target = {
    kind: 'direct',
    url: `${upstreamUrl}/chat/completions`,
    headers: { authorization: 'Bearer sk-bench' },
    body: { model: 'gpt-3.5-turbo', stream: true, messages: [{ role: 'user', content: 'hi' }] },
  };
  const server: Target = {
    kind: 'server',
    url: `${base}/api/cli/chatgpt/v1/ssePost`,
    headers: { authorization: `Bearer ${token}` },
    body: { prompt: 'hi', model: 'gpt3.5' },
  };
  const first = (target: Target) => readers.call<number>('first', { target });

  try {
    // Time to first token, in pairs: what the server adds is the difference.
    const warmup = 20;
    await upstream.call('script', { step: answer(40, 0), count: 2 * (warmup + options.rounds) });
    for (let i = 0; i < warmup; i++) await Promise.all([first(direct), first(server)]);
    const stopFirstProfile = await profilePhase('first');
    const directMs: number[] = [];
    const serverMs: number[] = [];
    for (let i = 0; i < options.rounds; i++) {
      directMs.push(await first(direct));
      serverMs.push(await first(server));
    }
    await stopFirstProfile();
    const added = serverMs.map((ms, i) => ms - directMs[i]!);

    // Concurrent streams straight from the upstream: the gap the readers see without us.
    await upstream.call('reset');
    await upstream.call('script', { step: answer(options.tokens, UPSTREAM_GAP_MS), count: options.streams });
    const baseline = await readers.call<Many>('many', { count: options.streams, target: direct });

    // The same through the server, weighing its heap once every stream is open.
    await upstream.call('reset');
    await upstream.call('script', { step: answer(options.tokens, UPSTREAM_GAP_MS), count: options.streams });
    collectGarbage();
    const before = process.memoryUsage();
    // The same before any stream opened, to compare with (a diff shows what each stream holds).
    if (process.env.BENCH_HEAP_SNAPSHOT) v8.writeHeapSnapshot(`${process.env.BENCH_HEAP_SNAPSHOT}.before`);
    const weigh = weighWhileOpen(app.platform, before);
    readers.onSignal((name) => {
      if (name === 'open') weigh.allOpen();
    });
    const stopProfile = await profilePhase('concurrent');
    const load = serverLoad();
    const through = await readers.call<Many>('many', { count: options.streams, target: server });
    const { cpu, cpuMs, utilization } = load.stop();
    await stopProfile();
    const weighed = weigh.stop();

    // What the AI SDK's stream alone costs a frame, with the server idle (at most 300 streams:
    // enough to load the loop, few enough that the plain read keeps the upstream's pace).
    const costStreams = Math.min(options.streams, 300);
    const sdk = await sdkCost(upstream, upstreamUrl, answer(200, UPSTREAM_GAP_MS), costStreams);

    return {
      ttft: {
        directP50Ms: percentile(directMs, 0.5),
        serverP50Ms: percentile(serverMs, 0.5),
        addedP50Ms: percentile(added, 0.5),
        addedP99Ms: percentile(added, 0.99),
      },
      concurrent: {
        streams: options.streams,
        completed: through.completed,
        allOpen: weighed.allOpen,
        weighedOpen: weighed.open,
        heapPerStreamKb: weighed.heapPerStreamKb,
        rssPerStreamKb: weighed.rssPerStreamKb,
        serverCpu: cpu,
        // Every text frame the readers got (one per stream opens its gaps), starts included in the CPU.
        cpuPerFrameUs: (cpuMs * 1000) / (through.gaps.count + through.completed),
        loopUtilization: utilization,
        firstP50Ms: through.first.p50,
        firstP99Ms: through.first.p99,
        through,
        baseline,
      },
      sdk: { ...sdk, streams: costStreams },
    };
  } finally {
    await app.close();
    await Promise.all([upstream.close(), readers.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const was = (value: number, unit: string) => `, before ${value}${unit}`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** Prints the streaming figures next to their goals and the baselines. */
export async function run(): Promise<boolean> {
  const streams = Number(process.env.BENCH_STREAMS ?? 1000);
  const result = await chatStreamBench({
    rounds: Number(process.env.BENCH_ROUNDS ?? 200),
    streams,
    tokens: Number(process.env.BENCH_TOKENS ?? 500),
  });
  const { ttft, concurrent, sdk } = result;
  const gapRatio = concurrent.through.gaps.mean / UPSTREAM_GAP_MS;
  const steadyRatio = concurrent.through.steadyGaps.mean / UPSTREAM_GAP_MS;
  const baselineRatio = concurrent.baseline.gaps.mean / UPSTREAM_GAP_MS;
  // The goal is the gap at that many streams at once: a small gap over streams that never all
  // overlapped (started slower than they ended) does not meet it.
  const gapVerdict = concurrent.allOpen
    ? verdict(gapRatio <= GOAL.gapRatio)
    : `NOT met: at most ${concurrent.through.mostOpen} were open at once`;
  console.log('\nchat streaming (server alone; fake upstream and readers in child processes)');
  console.log(
    `  time to first token: upstream direct p50 ${ms(ttft.directP50Ms)}, ` +
      `through the server p50 ${ms(ttft.serverP50Ms)}`,
  );
  console.log(
    `  added by the server: p50 ${ms(ttft.addedP50Ms)} (goal ≤ ${GOAL.addedP50Ms} ms, ` +
      `${verdict(ttft.addedP50Ms <= GOAL.addedP50Ms)}${was(BEFORE.addedP50Ms, ' ms')}), ` +
      `p99 ${ms(ttft.addedP99Ms)} (goal ≤ ${GOAL.addedP99Ms} ms, ` +
      `${verdict(ttft.addedP99Ms <= GOAL.addedP99Ms)}${was(BEFORE.addedP99Ms, ' ms')})`,
  );
  console.log(
    `  ${concurrent.completed}/${streams} concurrent streams completed` +
      (concurrent.completed < streams ? ` (not: ${JSON.stringify(concurrent.through.failures)})` : '') +
      `${concurrent.allOpen ? ', all open at once' : `, at most ${concurrent.through.mostOpen} open at once`}; ` +
      `server CPU ${(concurrent.serverCpu * 100).toFixed(0)} % of a core, event loop busy ` +
      `${(concurrent.loopUtilization * 100).toFixed(0)} %, ` +
      `${concurrent.cpuPerFrameUs.toFixed(0)} µs of CPU per text frame; ` +
      `first token under that load p50 ${ms(concurrent.firstP50Ms)}, p99 ${ms(concurrent.firstP99Ms)}`,
  );
  console.log(
    `  memory per open stream (weighed at ${concurrent.weighedOpen} open): ` +
      `heap ${concurrent.heapPerStreamKb.toFixed(0)} KB (goal ≤ ${GOAL.heapKb} KB, ` +
      `${verdict(concurrent.heapPerStreamKb <= GOAL.heapKb)}${was(BEFORE.heapKb, ' KB')}), ` +
      `rss ${concurrent.rssPerStreamKb.toFixed(0)} KB`,
  );
  console.log(
    `  inter-token gap at ${streams} streams: upstream ${UPSTREAM_GAP_MS} ms; readers of the upstream directly ` +
      `saw ${ms(concurrent.baseline.gaps.mean)} (×${baselineRatio.toFixed(2)}); through the server ` +
      `${ms(concurrent.through.gaps.mean)}, ratio ${gapRatio.toFixed(2)} (goal ≤ ${GOAL.gapRatio} with all open, ` +
      `${gapVerdict}${was(BEFORE.gapRatio, '')}); ` +
      `p99 gap ${ms(concurrent.through.gaps.p99)}; while all were open ${
        concurrent.through.steadyGaps.count ? `×${steadyRatio.toFixed(2)}` : 'n/a (never all open at once)'
      }`,
  );
  console.log(
    `  where a frame's CPU goes (${sdk.streams} answers at once, read in the idle server process): the AI SDK's ` +
      `provider stream alone ${sdk.sdkUs.toFixed(0)} µs a text frame, the direct reader the server uses ` +
      `${sdk.directUs.toFixed(0)} µs, a plain node:http read of the same frames ${sdk.plainUs.toFixed(0)} µs ` +
      `(SDK ×${(sdk.sdkUs / sdk.plainUs).toFixed(1)}, direct ×${(sdk.directUs / sdk.plainUs).toFixed(1)}); ` +
      `the whole server above ` +
      `${concurrent.cpuPerFrameUs.toFixed(0)} µs`,
  );
  return concurrent.completed === streams && (await firstTokenOnPostgres());
}

/**
 * The first token again with the server on PostgreSQL (the scale set-up), when one answers:
 * PGlite runs its queries on the server's own thread, so there a token that arrives while the
 * row id is drawn waits for it; PostgreSQL's queries are I/O and wait for nothing.
 */
async function firstTokenOnPostgres(): Promise<boolean> {
  const down = await servicesDown();
  if (down) {
    console.log(`  first token on PostgreSQL: not measured (${down})`);
    return true;
  }
  const store = await benchStore();
  try {
    const { ttft } = await chatStreamBench({
      rounds: Number(process.env.BENCH_ROUNDS ?? 200),
      streams: 20,
      tokens: 50,
      databaseUrl: store.databaseUrl,
    });
    console.log(
      `  first token with the server on PostgreSQL: upstream direct p50 ${ms(ttft.directP50Ms)}, added by the ` +
        `server p50 ${ms(ttft.addedP50Ms)} (goal ≤ ${GOAL.addedP50Ms} ms, ` +
        `${verdict(ttft.addedP50Ms <= GOAL.addedP50Ms)}), p99 ${ms(ttft.addedP99Ms)} ` +
        `(goal ≤ ${GOAL.addedP99Ms} ms, ${verdict(ttft.addedP99Ms <= GOAL.addedP99Ms)})`,
    );
    return true;
  } finally {
    await store.drop();
  }
}
