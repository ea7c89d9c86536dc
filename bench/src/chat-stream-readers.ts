import http from 'node:http';
import { serveCommands, signal } from './chat-stream-child.ts';

/**
 * The readers of the chat-stream bench, in a process of their own: they post a question,
 * read the server-sent events and time the text frames, without taking the server's event
 * loop or heap. node:http rather than fetch: 1,000 readers stay cheap.
 */
type Target = { url: string; headers: Record<string, string>; body: unknown; kind: 'direct' | 'server' };
type Timed = { firstMs: number; lastMs: number; times: number[]; status: number; failure?: string };

// A text frame from the upstream (a non-empty `content` delta) or from our server.
const isText = {
  direct: (frame: string) => frame.includes('"content":"') && !frame.includes('"content":""'),
  server: (frame: string) => frame.includes('"type":"text"'),
};

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One request, reading every frame; `times` are the arrival times of text frames. */
function read(target: Target, onFirst?: () => void): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(target.body);
    const started = performance.now();
    const times: number[] = [];
    let buffer = '';
    const request = http.request(
      target.url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...target.headers,
        },
      },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const now = performance.now();
          buffer += chunk;
          const frames = buffer.split('\n\n');
          buffer = frames.pop() ?? '';
          for (const frame of frames) {
            if (!isText[target.kind](frame)) continue;
            if (times.length === 0) onFirst?.();
            times.push(now);
          }
        });
        response.on('end', () =>
          resolve({
            firstMs: times.length ? times[0]! - started : Number.NaN,
            lastMs: times.length ? times.at(-1)! - started : Number.NaN,
            times,
            status: response.statusCode ?? 0,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const gapsOf = (times: number[]) => times.slice(1).map((time, i) => time - times[i]!);

/** Mean and percentiles; summed here so a million gaps do not cross the IPC channel. */
function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return { count: values.length, mean, p50: at(0.5), p99: at(0.99) };
}

serveCommands({
  /** One timed request: the time to its first text frame. */
  first: async (args) => (await read(args.target as Target)).firstMs,

  /**
   * `count` requests at once. Signals "open" when every one has had its first text frame, so
   * the parent can weigh its heap while all streams are alive. Answers the time to first text
   * of each and the gaps between text frames, all of them and those of the steady part (while
   * every stream was open).
   */
  many: async (args) => {
    const count = Number(args.count);
    let opened = 0;
    let ended = 0;
    let mostOpen = 0;
    let allOpenAt = Number.POSITIVE_INFINITY;
    const onFirst = () => {
      opened += 1;
      mostOpen = Math.max(mostOpen, opened - ended);
      // Only when none has ended yet were they all open at once.
      if (opened === count && ended === 0) {
        allOpenAt = performance.now();
        signal('open');
      }
    };
    const results = await Promise.all(
      Array.from({ length: count }, () =>
        read(args.target as Target, onFirst)
          .catch((error: unknown) => ({
            firstMs: Number.NaN,
            lastMs: Number.NaN,
            times: [],
            status: 0,
            failure: (error as { code?: string }).code ?? String(error),
          }))
          .finally(() => (ended += 1)),
      ),
    );
    const firstDone = Math.min(...results.map((result) => result.times.at(-1) ?? Number.POSITIVE_INFINITY));
    const steady = results.flatMap((result) =>
      gapsOf(result.times.filter((time) => time >= allOpenAt && time <= firstDone)),
    );
    // Why the others did not complete: a connection error's code, an HTTP status, or no text.
    const failures: Record<string, number> = {};
    for (const result of results) {
      const reason =
        result.failure ?? (result.status !== 200 ? `HTTP ${result.status}` : result.times.length ? null : 'no text');
      if (reason) failures[reason] = (failures[reason] ?? 0) + 1;
    }
    return {
      mostOpen,
      failures,
      completed: results.filter((result) => result.status === 200 && result.times.length > 0).length,
      first: summary(results.map((result) => result.firstMs).filter(Number.isFinite)),
      // To the last text frame: robust where gaps are not (a late start then a burst shortens them).
      last: summary(results.map((result) => result.lastMs).filter(Number.isFinite)),
      gaps: summary(results.flatMap((result) => gapsOf(result.times))),
      steadyGaps: summary(steady),
    };
  },
});
