/**
 * `npm run bench`: each benchmark measures our path and a baseline in the same run and
 * prints the ratio, so numbers compare across machines. Not part of `npm test`.
 */
import { chatStreamBench } from './chat-stream.ts';
import { jsonApiBench } from './json-api.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const result = await jsonApiBench(seconds);
console.log(`\n${result.name}`);
console.log(
  `  baseline (bare Fastify): ${result.baseline.requestsPerSecond.toFixed(0)} req/s, p99 ${result.baseline.p99Ms} ms`,
);
console.log(
  `  full stack:              ${result.stack.requestsPerSecond.toFixed(0)} req/s, p99 ${result.stack.p99Ms} ms, ` +
    `errors ${result.stack.errors}`,
);
console.log(`  ratio full/bare:         ${result.ratio.toFixed(2)}`);
if (result.stack.errors > 0) process.exitCode = 1;

const chat = await chatStreamBench(Number(process.env.BENCH_ROUNDS ?? 20), Number(process.env.BENCH_STREAMS ?? 200));
console.log('\nchat streaming: server path vs the fake upstream reached directly');
console.log(
  `  time to first token: direct ${chat.ttft.directMs.toFixed(1)} ms, ` +
    `through the server ${chat.ttft.serverMs.toFixed(1)} ms, ratio ${chat.ttft.ratio.toFixed(2)}`,
);
console.log(`  ${chat.concurrent.completed}/${chat.concurrent.streams} concurrent streams completed`);
console.log(
  `  memory per stream: heap ${chat.concurrent.heapPerStreamKb.toFixed(0)} KB, ` +
    `rss ${chat.concurrent.rssPerStreamKb.toFixed(0)} KB`,
);
console.log(
  `  inter-token gap: upstream ${chat.concurrent.upstreamGapMs} ms, ` +
    `readers saw ${chat.concurrent.meanGapMs.toFixed(1)} ms, ratio ${chat.concurrent.gapRatio.toFixed(2)}`,
);
if (chat.concurrent.completed < chat.concurrent.streams) process.exitCode = 1;
