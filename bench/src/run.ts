/**
 * `npm run bench`: each benchmark measures our path and a baseline in the same run and
 * prints the ratio, so numbers compare across machines. Not part of `npm test`.
 */
import { jsonApiBench } from './json-api.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const result = await jsonApiBench(seconds);
console.log(`\n${result.name}`);
console.log(`  baseline (bare Fastify): ${result.baseline.requestsPerSecond.toFixed(0)} req/s, p99 ${result.baseline.p99Ms} ms`);
console.log(`  full stack:              ${result.stack.requestsPerSecond.toFixed(0)} req/s, p99 ${result.stack.p99Ms} ms, errors ${result.stack.errors}`);
console.log(`  ratio full/bare:         ${result.ratio.toFixed(2)}`);
if (result.stack.errors > 0) process.exitCode = 1;
