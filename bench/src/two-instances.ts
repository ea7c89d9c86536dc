import os from 'node:os';
import path from 'node:path';
import { startBalancer, type Balancer } from './balancer.ts';
import { answer, GOAL, UPSTREAM_GAP_MS, type Many, type Target } from './chat-stream.ts';
import { startChild, type Child } from './chat-stream-child.ts';
import { benchStore, REDIS_URL, servicesDown } from './two-instances-services.ts';

/**
 * Two server instances on one PostgreSQL + Redis behind a round-robin balancer, 1,000 streams
 * spread over them, beside one instance behind the same balancer with 500 (the same load per
 * instance). The fake upstream, the readers and each instance run in processes of their own:
 * each instance's heap and rss per open stream are its own, weighed after a full GC while every
 * stream is open. The added inter-token delay is the readers' gap through the balancer and the
 * server minus their gap reading the fake upstream directly at the same count.
 */
type Weighed = { open: number; heapPerStreamKb: number; rssPerStreamKb: number; allOpen: boolean };
type Run = { streams: number; tokens: number; through: Many; direct: Many; weighed: Weighed[]; sent: number[] };

/** No run may hang the bench: a phase past this is reported as failed. */
const PHASE_LIMIT_MS = 180_000;
const within = <T>(work: Promise<T>, what: string): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} took over ${PHASE_LIMIT_MS / 1000} s`)), PHASE_LIMIT_MS).unref(),
    ),
  ]);

async function streamRun(
  parts: { upstream: Child; readers: Child; balancer: Balancer; instances: Child[]; urls: string[] },
  streams: number,
  targets: { direct: Target; server: Target },
  tokens: number,
): Promise<Run> {
  const { upstream, readers, balancer, instances } = parts;
  await upstream.call('reset');
  await upstream.call('script', { step: answer(tokens, UPSTREAM_GAP_MS), count: streams });
  const direct = await within(readers.call<Many>('many', { count: streams, target: targets.direct }), 'direct run');

  balancer.route(parts.urls.slice(0, instances.length));
  await upstream.call('reset');
  await upstream.call('script', { step: answer(tokens, UPSTREAM_GAP_MS), count: streams });
  await Promise.all(instances.map((instance) => instance.call('watch')));
  const through = await within(readers.call<Many>('many', { count: streams, target: targets.server }), 'server run');
  const weighed = await Promise.all(instances.map((instance) => instance.call<Weighed>('weighed')));
  const sent = balancer.sent();
  return { streams, tokens, through, direct, weighed, sent: parts.urls.map((url) => sent[url] ?? 0) };
}

export async function twoInstancesBench(options: { streams: number; tokens: number }) {
  const here = path.dirname(new URL(import.meta.url).pathname);
  const store = await benchStore();
  const upstream = startChild(path.join(here, 'chat-stream-upstream.ts'));
  const readers = startChild(path.join(here, 'chat-stream-readers.ts'));
  const instances = [0, 1].map(() => startChild(path.join(here, 'two-instances-server.ts')));
  let balancer: Balancer | null = null;
  try {
    const upstreamUrl = await upstream.call<string>('url');
    const settings = {
      upstreamUrl,
      databaseUrl: store.databaseUrl,
      redisUrl: REDIS_URL,
      redisPrefix: store.redisPrefix,
    };
    // One after the other: the first creates the schema, as a rolling start would.
    const urls: string[] = [];
    for (const instance of instances) urls.push(await instance.call<string>('start', settings));
    const token = await instances[0]!.call<string>('token');
    balancer = await startBalancer(urls);
    let weighing: Child[] = [];
    readers.onSignal((name) => {
      if (name === 'open') for (const instance of weighing) void instance.call('allOpen');
    });
    const targets = {
      direct: {
        kind: 'direct',
        url: `${upstreamUrl}/chat/completions`,
        headers: { authorization: 'Bearer sk-bench' },
        body: { model: 'gpt-3.5-turbo', stream: true, messages: [{ role: 'user', content: 'hi' }] },
      },
      server: {
        kind: 'server',
        url: `${balancer.url}/api/cli/chatgpt/v1/ssePost`,
        headers: { authorization: `Bearer ${token}` },
        body: { prompt: 'hi', model: 'gpt3.5' },
      },
    } satisfies Record<string, Target>;
    const parts = { upstream, readers, balancer, urls };
    weighing = instances.slice(0, 1);
    const one = await streamRun({ ...parts, instances: weighing }, options.streams / 2, targets, options.tokens);
    weighing = instances;
    const two = await streamRun({ ...parts, instances: weighing }, options.streams, targets, options.tokens);
    return { one, two };
  } finally {
    await balancer?.close();
    await Promise.allSettled(instances.map((instance) => instance.call('close')));
    await Promise.all([...instances, upstream, readers].map((child) => child.close()));
    await store.drop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (value: number) => `${value.toFixed(0)} KB`;
/**
 * The delay the balancer and the server add per token: how much later a stream's last token
 * came than reading the upstream directly, over its tokens. The mean gap between frames cannot
 * say it once the server falls behind (a late start and then a burst shorten the gaps).
 */
const addedPerToken = (run: Run) => (run.through.last.mean - run.direct.last.mean) / run.tokens;
const streamsLine = (run: Run) =>
  `${run.through.completed}/${run.streams} completed` +
  (run.through.completed < run.streams ? ` (not: ${JSON.stringify(run.through.failures)})` : '') +
  `, at most ${run.through.mostOpen} open at once; last token after ${ms(run.through.last.mean)} ` +
  `(directly ${ms(run.direct.last.mean)}); gap between frames mean ${ms(run.through.gaps.mean)}, ` +
  `p50 ${ms(run.through.gaps.p50)}, p99 ${ms(run.through.gaps.p99)} (directly ${ms(run.direct.gaps.mean)})`;
const memoryLine = (weighed: Weighed) =>
  `heap ${kb(weighed.heapPerStreamKb)}, rss ${kb(weighed.rssPerStreamKb)} per stream ` +
  `(weighed at ${weighed.open} open${weighed.allOpen ? ', all open' : ''})`;

/** Prints the two-instance figures beside the one-instance baseline of the same run. */
export async function run(): Promise<boolean> {
  console.log('\ntwo instances (PostgreSQL + Redis, round-robin balancer; upstream, readers, each instance a process)');
  const down = await servicesDown();
  if (down) {
    console.log(`  NOT run: it needs PostgreSQL and Redis, which did not answer — ${down}`);
    return false;
  }
  const load = os.loadavg()[0]!.toFixed(1);
  const streams = Number(process.env.BENCH_STREAMS ?? 1000);
  const { one, two } = await twoInstancesBench({ streams, tokens: Number(process.env.BENCH_TOKENS ?? 500) });
  const goalMs = (GOAL.gapRatio - 1) * UPSTREAM_GAP_MS;
  const base = one.weighed[0]!;
  console.log(`  machine: ${os.availableParallelism()} cores, load average ${load} when the run started`);
  console.log(`  baseline, one instance with ${one.streams} streams: ${streamsLine(one)}`);
  console.log(`    added per token ${ms(addedPerToken(one))}; ${memoryLine(base)}`);
  console.log(`  two instances with ${two.streams} streams (${two.sent.join(' / ')}): ${streamsLine(two)}`);
  console.log(
    `    added per token ${ms(addedPerToken(two))} (goal ≤ ${ms(goalMs)}, ` +
      `${addedPerToken(two) <= goalMs ? 'met' : 'NOT met'}; baseline ${ms(addedPerToken(one))})`,
  );
  two.weighed.forEach((weighed, index) =>
    console.log(
      `    instance ${index + 1}: ${memoryLine(weighed)}; baseline heap ${kb(base.heapPerStreamKb)}, ` +
        `rss ${kb(base.rssPerStreamKb)}; goal heap ≤ ${GOAL.heapKb} KB`,
    ),
  );
  return one.through.completed === one.streams && two.through.completed === two.streams;
}
