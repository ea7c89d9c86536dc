import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SESSION_ONLY_PATH, type FromServer, type ServerKind, type ToServer, type Usage } from './json-api-protocol.ts';
import { measure, type Throughput } from './measure.ts';

/**
 * The calls compared with bare Fastify answering the same JSON: an anonymous one, a signed-in
 * one whose only work is the session lookup, and a signed-in product call that then reads the
 * user's own row (on PGlite, in this process: its own query weighs on the ratio too).
 */
const CALLS = [
  {
    name: 'small JSON call, no sign-in (GET cli/config/v1/get): full stack / bare Fastify',
    path: '/api/cli/config/v1/get',
    bare: '/config',
  },
  {
    name: 'small JSON call, signed in, nothing but the session lookup (GET bench/v1/whoami)',
    path: `/api/${SESSION_ONLY_PATH}`,
    bare: '/whoami',
  },
  {
    name: "small JSON call, signed in (GET cli/chatgpt/v1/getDefaultModel: session, then the user's setting)",
    path: '/api/cli/chatgpt/v1/getDefaultModel',
    bare: '/default-model',
  },
] as const;
const GOAL = 0.8;

type Server = { child: ChildProcess; url: string; token?: string };

/**
 * Starts one server under test in its own process (`json-api-server.ts`). With
 * BENCH_CPU_PROF=<dir> it runs under `--cpu-prof`, writing its profile there when stopped.
 */
function startServer(kind: ServerKind, answers?: Record<string, unknown>): Promise<Server> {
  const profile = process.env.BENCH_CPU_PROF;
  const child = fork(fileURLToPath(new URL('./json-api-server.ts', import.meta.url)), [kind], {
    execArgv: [...process.execArgv, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    // A request log (BENCH_LOG_LEVEL=info) would flood the terminal: it goes to /dev/null.
    stdio: process.env.BENCH_LOG_LEVEL === 'info' ? ['inherit', 'ignore', 'inherit', 'ipc'] : 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the ${kind} server exited early (${code})`)));
    child.once('message', (message: FromServer) => {
      if ('port' in message) resolve({ child, url: `http://127.0.0.1:${message.port}`, token: message.token });
    });
    if (answers) child.send({ answers } satisfies ToServer);
  });
}

/** The CPU time a server has used and the requests it has served, so far. */
function usageOf(server: Server): Promise<Usage> {
  return new Promise((resolve) => {
    const listener = (message: FromServer) => {
      if (!('usage' in message)) return;
      server.child.off('message', listener);
      resolve(message.usage);
    };
    server.child.on('message', listener);
    server.child.send({ usage: true } satisfies ToServer);
  });
}

/** One slice of load on one server, with the CPU time the server spent per request meanwhile. */
async function slice(server: Server, url: string, headers: Record<string, string>): Promise<Slice> {
  const before = await usageOf(server);
  const throughput = await measure(url, 1, { headers });
  const after = await usageOf(server);
  return { ...throughput, cpuMicros: after.cpuMicros - before.cpuMicros, served: after.served - before.served };
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.send({ stop: true } satisfies ToServer);
  });
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

type Slice = Throughput & Usage;
export type Side = Throughput & { cpuMicrosPerRequest: number };

/** Slices of one side, summed: mean requests per second, the median slice's p99, every error, CPU per request. */
function combine(slices: Slice[]): Side {
  return {
    cpuMicrosPerRequest:
      slices.reduce((sum, slice) => sum + slice.cpuMicros, 0) / slices.reduce((sum, slice) => sum + slice.served, 0),
    requestsPerSecond: slices.reduce((sum, slice) => sum + slice.requestsPerSecond, 0) / slices.length,
    p99Ms: quantile(
      slices.map((slice) => slice.p99Ms),
      0.5,
    ),
    errors: slices.reduce((sum, slice) => sum + slice.errors, 0),
  };
}

export type CallResult = {
  name: string;
  baseline: Side;
  stack: Side;
  /** Full/bare over the whole run, and the spread (quartiles) of the slice pairs' ratios. */
  ratio: number;
  spread: [number, number];
};

/**
 * Requests per second of small JSON calls through the whole stack (security headers, request
 * ids, logging hooks, input guards, the session lookup, zod serialisation, envelope) against a
 * bare Fastify route answering the same JSON. Each server runs in its own process and the load
 * comes from this one. The two sides alternate in one-second slices (`seconds` each, which
 * goes first switching every pair), so load from elsewhere on a shared machine falls on both
 * alike; the ratio is of the totals.
 */
export async function jsonApiBench(seconds: number): Promise<CallResult[]> {
  // BENCH_JSON_CALL=<part of a path> measures that call alone (for a profile of it alone).
  const only = process.env.BENCH_JSON_CALL;
  const full = await startServer('full');
  let bare: Server | undefined;
  try {
    const headers = { authorization: `Bearer ${full.token}`, 'accept-language': 'en' };
    const answers: Record<string, unknown> = {};
    for (const call of CALLS) {
      const response = await fetch(`${full.url}${call.path}`, { headers });
      if (!response.ok) throw new Error(`${call.path} answered ${response.status}`);
      answers[call.bare] = await response.json();
    }
    bare = await startServer('bare', answers);

    const results: CallResult[] = [];
    for (const call of CALLS.filter((call) => !only || call.path.includes(only))) {
      const fullUrl = `${full.url}${call.path}`;
      const bareUrl = `${bare.url}${call.bare}`;
      await measure(bareUrl, 1, { headers }); // warm both paths before measuring
      await measure(fullUrl, 1, { headers });
      const baselines: Slice[] = [];
      const stacks: Slice[] = [];
      for (let second = 0; second < seconds; second++) {
        if (second % 2 === 0) baselines.push(await slice(bare, bareUrl, headers));
        stacks.push(await slice(full, fullUrl, headers));
        if (second % 2 === 1) baselines.push(await slice(bare, bareUrl, headers));
      }
      const baseline = combine(baselines);
      const stack = combine(stacks);
      const pairs = stacks.map((slice, index) => slice.requestsPerSecond / baselines[index]!.requestsPerSecond);
      results.push({
        name: call.name,
        baseline,
        stack,
        ratio: stack.requestsPerSecond / baseline.requestsPerSecond,
        spread: [quantile(pairs, 0.25), quantile(pairs, 0.75)],
      });
    }
    return results;
  } finally {
    if (bare) await stopServer(bare);
    await stopServer(full);
  }
}

/** Prints each call's figures next to the goal. */
export async function run(): Promise<boolean> {
  const results = await jsonApiBench(Number(process.env.BENCH_SECONDS ?? 10));
  for (const result of results) {
    console.log(`\n${result.name}`);
    console.log(
      `  baseline (bare Fastify): ${result.baseline.requestsPerSecond.toFixed(0)} req/s, ` +
        `p99 ${result.baseline.p99Ms} ms`,
    );
    console.log(
      `  full stack:              ${result.stack.requestsPerSecond.toFixed(0)} req/s, p99 ${result.stack.p99Ms} ms, ` +
        `errors ${result.stack.errors}`,
    );
    // CPU time per request is steadier than req/s when others share the machine; when the
    // server is CPU-bound, bare/full of it is the throughput ratio it would show.
    const cpu = result.baseline.cpuMicrosPerRequest / result.stack.cpuMicrosPerRequest;
    console.log(
      `  CPU per request:         bare ${result.baseline.cpuMicrosPerRequest.toFixed(0)} µs, ` +
        `full ${result.stack.cpuMicrosPerRequest.toFixed(0)} µs (bare/full ${cpu.toFixed(2)})`,
    );
    // With the one-second pairs on both sides of the goal, the machine was too busy to say.
    const straddles = result.spread[0] < GOAL && result.spread[1] >= GOAL;
    const verdict = straddles ? 'unclear: the pairs straddle it' : result.ratio >= GOAL ? 'met' : 'NOT met';
    console.log(
      `  ratio full/bare:         ${result.ratio.toFixed(2)} (goal ≥ ${GOAL}: ${verdict}; ` +
        `one-second pairs ${result.spread.map((ratio) => ratio.toFixed(2)).join('–')} between quartiles)`,
    );
  }
  return results.every((result) => result.stack.errors === 0);
}
