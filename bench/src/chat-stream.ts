import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeUpstream, type FakeUpstream } from '../../apps/server/src/ai/testing/fake-upstream.ts';
import { openAIChatFormat } from '../../apps/server/src/ai/testing/openai-chat-format.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { createSession } from '../../apps/server/src/platform/auth/sessions.ts';
import { insertUser } from '../../apps/server/src/platform/auth/users.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';

const ANSWER = 'Streaming benchmarks measure what the server adds between the model and the reader. '.repeat(3);
const step = (delayMs: number) => ({ kind: 'answer' as const, text: ANSWER, chunkSize: 8, delayMs });

/** Reads an SSE response, timing the first text and the gaps between text chunks. */
async function readTimed(response: Response, isText: (line: string) => boolean, started: number) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let first: number | null = null;
  let last = 0;
  const gaps: number[] = [];
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('data:') || !isText(line)) continue;
      const now = performance.now();
      if (first === null) first = now - started;
      else gaps.push(now - last);
      last = now;
    }
  }
  return { firstMs: first ?? Number.NaN, gaps };
}

const directText = (line: string) => line.includes('"content":"') && !line.includes('"content":""');
const serverText = (line: string) => line.includes('"type":"text"');
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Time to first token added by the server (ours vs. the fake upstream reached directly), and
 * 200 concurrent streams on one instance: memory per stream and the added inter-token delay.
 */
export async function chatStreamBench(rounds: number, concurrent: number) {
  const fake: FakeUpstream = await startFakeUpstream([openAIChatFormat()]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-chat-'));
  const env = { OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: fake.url, AI_MAX_RETRIES: '0' };
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', FREE_DAILY_LIMIT: '100000', ...env }), {
    env,
    workers: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const user = await insertUser(app.platform.db, { nickname: 'bench' });
  const token = await createSession(app.platform.db, user.id, { ttlDays: 1 });

  const direct = async () => {
    fake.script(step(0));
    const started = performance.now();
    const response = await fetch(`${fake.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
      body: JSON.stringify({ model: 'gpt-3.5-turbo', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
    });
    return readTimed(response, directText, started);
  };
  const viaServer = async (delayMs = 0) => {
    fake.script(step(delayMs));
    const started = performance.now();
    const response = await fetch(`${base}/api/cli/chatgpt/v1/ssePost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ prompt: 'hi', model: 'gpt3.5' }),
    });
    return readTimed(response, serverText, started);
  };

  try {
    for (let i = 0; i < 5; i++) await Promise.all([direct(), viaServer()]); // warm up
    const directFirst: number[] = [];
    const serverFirst: number[] = [];
    for (let i = 0; i < rounds; i++) {
      directFirst.push((await direct()).firstMs);
      serverFirst.push((await viaServer()).firstMs);
    }

    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const rssBefore = process.memoryUsage().rss;
    const tokenDelayMs = 20;
    let peakHeap = heapBefore;
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peakHeap = Math.max(peakHeap, usage.heapUsed);
      peakRss = Math.max(peakRss, usage.rss);
    }, 20);
    const results = await Promise.all(Array.from({ length: concurrent }, () => viaServer(tokenDelayMs)));
    clearInterval(sampler);
    const gaps = results.flatMap((result) => result.gaps);
    return {
      ttft: {
        directMs: median(directFirst),
        serverMs: median(serverFirst),
        ratio: median(serverFirst) / median(directFirst),
      },
      concurrent: {
        streams: concurrent,
        completed: results.filter((r) => Number.isFinite(r.firstMs)).length,
        heapPerStreamKb: (peakHeap - heapBefore) / concurrent / 1024,
        rssPerStreamKb: (peakRss - rssBefore) / concurrent / 1024,
        upstreamGapMs: tokenDelayMs,
        meanGapMs: mean(gaps),
        gapRatio: mean(gaps) / tokenDelayMs,
      },
    };
  } finally {
    await app.close();
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
