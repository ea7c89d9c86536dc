import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeAnswer, RecordedRequest } from '../../apps/server/src/ai/testing/fake-upstream.ts';
import { openAIChatFormat } from '../../apps/server/src/ai/testing/openai-chat-format.ts';
import { serveCommands } from './chat-stream-child.ts';

/**
 * The OpenAI upstream of the chat-stream bench, in a process of its own so its work for 1,000
 * streams is not done on the server's event loop. It speaks the same frames as the tests' fake
 * upstream (openai-chat-format.ts), but paces every stream from one clock: one timer writes
 * the next frame of every open stream each `delayMs`, on a schedule that does not drift, so
 * the upstream's own gap stays 20 ms under load (1,000 `setTimeout` chains would not).
 */
type Step = Required<Pick<FakeAnswer, 'text' | 'chunkSize' | 'delayMs'>>;
type Open = { res: http.ServerResponse; frames: string[]; next: number };

const format = openAIChatFormat();
const steps: Step[] = [];
const paced = new Map<number, Set<Open>>();

function framesOf(step: Step, body: unknown): string[] {
  const request = { body } as RecordedRequest;
  const { body: frames, closing } = format.frames(
    { text: step.text, reasoning: '', citations: [], chunkSize: step.chunkSize },
    request,
  );
  return [...frames, ...closing].map((frame) => frame.data);
}

/** Writes the next frame of every stream paced at `delayMs`, then schedules the next beat. */
function beat(delayMs: number, due: number): void {
  const open = paced.get(delayMs);
  if (!open || open.size === 0) return void paced.delete(delayMs);
  for (const stream of open) {
    if (stream.res.destroyed) {
      open.delete(stream);
      continue;
    }
    stream.res.write(stream.frames[stream.next++]);
    if (stream.next === stream.frames.length) {
      stream.res.end();
      open.delete(stream);
    }
  }
  const nextDue = due + delayMs;
  setTimeout(() => beat(delayMs, nextDue), Math.max(0, nextDue - performance.now()));
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    if (!req.url?.endsWith('/chat/completions')) return void res.writeHead(404).end();
    const step = steps.shift() ?? { text: 'Hello from the bench upstream.', chunkSize: 8, delayMs: 0 };
    const frames = framesOf(step, JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    if (step.delayMs === 0) return void res.end(frames.join(''));
    // The role frame goes at once (as the tests' fake sends it); the rest follow the beat.
    res.write(frames[0]);
    const stream = { res, frames, next: 1 };
    const open = paced.get(step.delayMs);
    if (open) open.add(stream);
    else {
      paced.set(step.delayMs, new Set([stream]));
      setTimeout(() => beat(step.delayMs, performance.now()), step.delayMs);
    }
  });
});
server.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

serveCommands({
  url: async () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  /** Queues `count` copies of one answer: every request (direct or through the server) takes one. */
  script: async (args) => {
    for (let i = 0; i < Number(args.count); i++) steps.push(args.step as Step);
    return null;
  },
  reset: async () => {
    steps.length = 0;
    return null;
  },
});
