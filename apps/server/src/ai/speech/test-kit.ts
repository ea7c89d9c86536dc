import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A local stand-in for an OpenAI-compatible speech-recognition server (POST
 * `/v1/audio/transcriptions`, multipart, verbose_json), for the adapter's tests, the voice API
 * tests and the browser suite. Importing it starts nothing; `fakeSpeechServer()` listens on the
 * given port or a free one. Each answer is derived from the piece itself — its duration, read with
 * ffprobe, and a hash of its bytes — so a retried piece gets the same text and a test can tell
 * pieces apart: `Piece 3f9a1c, 2.5 seconds: line 1.` (`第 3f9a1c 段，2.5 秒：第 1 句。` when the
 * request says `language=zh`), one line per 5 s of audio, each with word timestamps.
 * A file ffprobe cannot read is refused with 400, as OpenAI refuses one.
 */

/** What the next matching call does instead of answering. */
export type SpeechFault =
  /** 429 with `Retry-After: seconds` (default 1). */
  | { kind: 'rate-limit'; retryAfterSeconds?: number }
  /** An HTTP error with OpenAI's error body. */
  | { kind: 'error'; status: number; message?: string }
  /** 200 with a body that is not JSON. */
  | { kind: 'garbage' }
  /** 200 with JSON that is not a transcription. */
  | { kind: 'wrong-shape' }
  /** Never answers (until the client gives up or the server closes). */
  | { kind: 'stall' };

export type SpeechCall = {
  /** 1-based, counting every request, faults included. */
  n: number;
  path: string;
  authorization: string | undefined;
  model: string | undefined;
  language: string | undefined;
  prompt: string | undefined;
  responseFormat: string | undefined;
  granularities: string[];
  filename: string | undefined;
  sizeBytes: number;
  /** What was done: `answer` or the fault's kind, `unauthorized`, `not-audio`. */
  outcome: string;
};

export type FakeSpeechServer = {
  /** The base for STT_BASE_URL: `http://127.0.0.1:<port>/v1`. */
  url: string;
  port: number;
  calls: SpeechCall[];
  /** Faults for the next calls, in order (calls past them answer normally). */
  script(...faults: SpeechFault[]): void;
  /** A fault for the n-th call (1-based, counted over the server's life or since reset()). */
  failCall(n: number, fault: SpeechFault): void;
  /** Forgets calls and unused faults. */
  reset(): void;
  close(): Promise<void>;
};

export type FakeSpeechOptions = {
  port?: number;
  host?: string;
  /** When set, a request without `Authorization: Bearer <apiKey>` gets 401, as OpenAI answers. */
  apiKey?: string;
  /** Label lines with speakers `A`, `B` alternately (as diarized_json does). */
  speakers?: boolean;
};

const LINE_MS = 5000;

const run = (command: string, args: string[]) =>
  new Promise<{ ok: boolean; stdout: string; stderr: string }>((resolve) => {
    execFile(command, args, { timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ ok: !error, stdout: String(stdout), stderr: String(stderr) }),
    );
  });

/** As a provider decodes it: the header's duration, else (a MediaRecorder stream) decoded and counted. */
async function durationMs(file: string): Promise<number | null> {
  const probe = await run(process.env.FFPROBE_PATH || 'ffprobe', [
    '-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file,
  ]); // prettier-ignore
  if (!probe.ok) return null;
  const seconds = Number(probe.stdout.trim());
  if (probe.stdout.trim() !== 'N/A' && Number.isFinite(seconds)) return Math.round(seconds * 1000);
  const decoded = await run(process.env.FFMPEG_PATH || 'ffmpeg', [
    '-nostdin',
    '-i',
    file,
    '-map',
    '0:a:0',
    '-f',
    'null',
    '-',
  ]);
  const time = [...decoded.stderr.matchAll(/time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g)].at(-1);
  if (!decoded.ok || !time) return null;
  return Math.round((Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3])) * 1000);
}

/** The verbose_json answer for a piece: lines of ≤ 5 s, each with its words spread evenly. */
export function fakeTranscript(id: string, totalMs: number, options: { zh: boolean; speakers: boolean }) {
  const seconds = (totalMs / 1000).toFixed(1);
  const lines = Math.max(1, Math.ceil(totalMs / LINE_MS));
  const segments = [];
  const words: { word: string; start: number; end: number }[] = [];
  for (let index = 0; index < lines; index++) {
    const start = index * LINE_MS;
    const end = Math.min(totalMs, start + LINE_MS);
    const text = options.zh
      ? `第 ${id} 段，${seconds} 秒：第 ${index + 1} 句。`
      : `Piece ${id}, ${seconds} seconds: line ${index + 1}.`;
    const parts = options.zh ? [`第${id}段`, `${seconds}秒`, `第${index + 1}句`] : text.split(' ');
    const step = (end - start) / parts.length;
    parts.forEach((word, at) =>
      words.push({ word, start: (start + at * step) / 1000, end: (start + (at + 1) * step) / 1000 }),
    );
    segments.push({
      id: index,
      seek: 0,
      start: start / 1000,
      end: end / 1000,
      text: ` ${text}`,
      ...(options.speakers ? { speaker: index % 2 === 0 ? 'A' : 'B' } : {}),
      tokens: [],
      temperature: 0,
      avg_logprob: -0.2,
      compression_ratio: 1.2,
      no_speech_prob: 0.01,
    });
  }
  return {
    task: 'transcribe',
    language: options.zh ? 'chinese' : 'english',
    duration: totalMs / 1000,
    text: segments.map((segment) => segment.text.trim()).join(' '),
    segments,
    words,
  };
}

const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const openAiError = (message: string, type = 'invalid_request_error') => ({
  error: { message, type, param: null, code: null },
});

export async function fakeSpeechServer(options: FakeSpeechOptions = {}): Promise<FakeSpeechServer> {
  const calls: SpeechCall[] = [];
  let queue: SpeechFault[] = [];
  let byCall = new Map<number, SpeechFault>();
  let count = 0;
  const work = await mkdtemp(path.join(tmpdir(), 'fake-stt-'));

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks)).catch((error: unknown) => {
        if (!res.headersSent) json(res, 500, openAiError(String(error), 'server_error'));
      });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const n = ++count;
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method !== 'POST' || !url.pathname.endsWith('/audio/transcriptions')) {
      return json(res, 404, openAiError(`no route ${req.method} ${url.pathname}`));
    }
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    })
      .formData()
      .catch(() => null);
    const file = form?.get('file');
    const field = (name: string) => {
      const value = form?.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    const call: SpeechCall = {
      n,
      path: url.pathname,
      authorization: req.headers.authorization,
      model: field('model'),
      language: field('language'),
      prompt: field('prompt'),
      responseFormat: field('response_format'),
      granularities: (form?.getAll('timestamp_granularities[]') ?? []).map(String),
      filename: file instanceof File ? file.name : undefined,
      sizeBytes: file instanceof File ? file.size : 0,
      outcome: 'answer',
    };
    calls.push(call);
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      call.outcome = 'unauthorized';
      return json(res, 401, openAiError('Incorrect API key provided.'));
    }
    const fault = byCall.get(n) ?? queue.shift();
    byCall.delete(n);
    if (fault) {
      call.outcome = fault.kind;
      switch (fault.kind) {
        case 'rate-limit':
          return json(res, 429, openAiError('Rate limit reached for requests', 'requests'), {
            'retry-after': String(fault.retryAfterSeconds ?? 1),
          });
        case 'error':
          return json(res, fault.status, openAiError(fault.message ?? `fake failure ${fault.status}`, 'server_error'));
        case 'garbage':
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end('{"text": "cut off in the mid');
        case 'wrong-shape':
          return json(res, 200, { result: 'ok', transcript: 42 });
        case 'stall':
          return; // the socket stays open; close() ends it
      }
    }
    if (!(file instanceof File) || !field('model')) {
      call.outcome = 'bad-request';
      return json(res, 400, openAiError('file and model are required'));
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    const piece = path.join(work, `${n}-${path.basename(file.name) || 'audio'}`);
    await writeFile(piece, bytes);
    const totalMs = await durationMs(piece);
    await rm(piece, { force: true });
    if (totalMs === null) {
      call.outcome = 'not-audio';
      return json(res, 400, openAiError('Invalid file format. Supported formats: flac, m4a, mp3, ogg, wav, webm'));
    }
    const id = createHash('sha1').update(bytes).digest('hex').slice(0, 6);
    const zh = field('language') === 'zh';
    json(res, 200, fakeTranscript(id, totalMs, { zh, speakers: Boolean(options.speakers) }));
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/v1`,
    port,
    calls,
    script: (...faults) => void queue.push(...faults),
    failCall: (n, fault) => void byCall.set(n, fault),
    reset: () => {
      calls.length = 0;
      queue = [];
      byCall = new Map();
      count = 0;
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await rm(work, { recursive: true, force: true });
    },
  };
}
