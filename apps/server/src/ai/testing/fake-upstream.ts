import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an AI provider: a node:http server speaking one or more real wire
 * formats (see the `*-format.ts` files beside it), told per request how to behave, and
 * recording what it received so tests can assert the model name, messages, system prompt,
 * images and key header. Used by the adapter tests and by the chat feature's API tests and
 * benchmarks (point a provider's *_BASE_URL at `url`).
 */

/** What the fake answers; `answer` when nothing is scripted. */
export type FakeAnswer = {
  text?: string;
  reasoning?: string;
  /** Web sources, for formats that carry them (Perplexity citations). */
  citations?: { url: string; title?: string }[];
  /** Characters per streamed delta. */
  chunkSize?: number;
  /** Pause between frames, to make timing observable. */
  delayMs?: number;
};

export type FakeStep =
  | ({ kind: 'answer' } & FakeAnswer)
  /** An HTTP error with the provider's JSON error body. */
  | { kind: 'http-error'; status: number; message?: string }
  | { kind: 'rate-limit' }
  /** Streams until `afterTextDeltas` text deltas (default 2) are out, then destroys the socket. */
  | ({ kind: 'disconnect'; afterTextDeltas?: number } & FakeAnswer)
  /** Streams until `afterTextDeltas` text deltas are out, then keeps the connection open, silent. */
  | ({ kind: 'stall'; afterTextDeltas?: number } & FakeAnswer)
  /** Sends everything but the closing frames, then ends the body cleanly. */
  | ({ kind: 'truncate' } & FakeAnswer)
  /** Streams until `afterTextDeltas` text deltas are out, then sends the provider's in-stream error event. */
  | ({ kind: 'stream-error'; afterTextDeltas?: number; message?: string } & FakeAnswer);

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests look into arbitrary provider JSON
  body: any;
  /** Set when the client hung up before the answer was complete. */
  clientClosed: boolean;
};

/** A complete SSE frame (`data: …\n\n`); `text` marks the frames that carry answer text. */
export type Frame = { data: string; text?: boolean };

/** One provider's wire format. */
export type WireFormat = {
  name: string;
  handles(path: string): boolean;
  /** The answer's frames, split into the streaming part and the provider's closing frames. */
  frames(
    answer: Required<Pick<FakeAnswer, 'text' | 'reasoning' | 'citations'>> & { chunkSize: number },
    request: RecordedRequest,
  ): {
    body: Frame[];
    closing: Frame[];
  };
  errorBody(status: number, message: string): unknown;
  streamError(message: string): string;
};

export type FakeUpstream = {
  url: string;
  requests: RecordedRequest[];
  /** Queues behaviours for the next requests, in order. */
  script(...steps: FakeStep[]): void;
  /** Forgets recorded requests and unused steps (between tests). */
  reset(): void;
  close(): Promise<void>;
};

export const DEFAULT_ANSWER = 'Hello from the fake upstream.';

export async function startFakeUpstream(formats: WireFormat[]): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  const queue: FakeStep[] = [];
  const server = http.createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: raw ? safeJson(raw) : undefined,
      clientClosed: false,
    };
    res.on('close', () => {
      if (!res.writableFinished) recorded.clientClosed = true;
    });
    requests.push(recorded);
    const format = formats.find((candidate) => candidate.handles(url.pathname));
    if (!format) return sendJson(res, 404, { error: { message: `fake upstream: no route ${url.pathname}` } });
    const step = queue.shift() ?? { kind: 'answer' };
    if (step.kind === 'http-error')
      return sendJson(res, step.status, format.errorBody(step.status, step.message ?? 'fake upstream error'));
    if (step.kind === 'rate-limit') {
      res.setHeader('retry-after', '0');
      return sendJson(res, 429, format.errorBody(429, 'Rate limit reached for requests'));
    }
    const { body, closing } = format.frames(
      {
        text: step.text ?? DEFAULT_ANSWER,
        reasoning: step.reasoning ?? '',
        citations: step.citations ?? [],
        chunkSize: step.chunkSize ?? 4,
      },
      recorded,
    );
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.flushHeaders();
    const delayMs = step.delayMs ?? 0;
    const send = async (frames: Frame[]) => {
      for (const frame of frames) {
        if (res.destroyed) return;
        res.write(frame.data);
        if (delayMs) await sleep(delayMs);
      }
    };
    const untilText = (count = 2) => body.slice(0, cutAfterText(body, count));
    switch (step.kind) {
      case 'answer':
        await send([...body, ...closing]);
        return void res.end();
      case 'truncate':
        await send(body);
        return void res.end();
      case 'disconnect':
        await send(untilText(step.afterTextDeltas));
        // Let the frames leave before the reset, as a real dropped connection would.
        await sleep(20);
        return void res.socket?.destroy();
      case 'stall':
        // Nothing more is sent; close() ends the connection.
        return send(untilText(step.afterTextDeltas));
      case 'stream-error':
        await send([
          ...untilText(step.afterTextDeltas),
          { data: format.streamError(step.message ?? 'fake upstream failure') },
        ]);
        return void res.end();
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...steps) => queue.push(...steps),
    reset: () => {
      requests.length = 0;
      queue.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The frame count that ends right after the `count`-th text frame (all frames if fewer). */
function cutAfterText(body: Frame[], count: number): number {
  let seen = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i]?.text) seen += 1;
    if (seen === count) return i + 1;
  }
  return body.length;
}

/** SSE frame, with an event name when the format uses them (Anthropic, Responses). */
export function sse(data: unknown, event?: string): string {
  return `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
}

/** Splits text into pieces of `size` characters (by code point, so CJK is never cut in half). */
export function pieces(text: string, size: number): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
