import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { formatMessage, type MessageKey } from '@inkstone/contract/messages';
import type { Recording } from '@inkstone/contract/voice';
import { makeAudio, speechSample, type Part } from '../../platform/media/testing/audio.ts';
import { postJson } from '../../testing/accounts.ts';
import { auth, type TestApp, type TestUser } from '../../testing/harness.ts';
import { json } from '../../testing/json.ts';
import { until } from '../../testing/until.ts';

export const en = (key: MessageKey, params: Record<string, string | number> = {}) => formatMessage('en', key, params);

const dir = mkdtempSync(path.join(tmpdir(), 'voice-test-'));

/** Real audio made by ffmpeg for the test (tone and silence), as bytes. */
export async function audio(name: string, parts: Part[], extraArgs: string[] = []): Promise<Buffer> {
  return readFile(makeAudio(dir, name, parts, extraArgs));
}

/** POST cli/voice/v1/<name> as JSON. */
export const call = (t: TestApp, user: TestUser | null, name: string, body: unknown) =>
  postJson(t, `/api/cli/voice/v1/${name}`, body, user ? { ...auth(user), 'accept-language': 'en' } : {});

/** A multipart call: `file` and the fields beside it. */
export async function multipart(
  t: TestApp,
  user: TestUser,
  name: string,
  file: Buffer | null,
  fields: Record<string, string> = {},
  filename = 'audio.bin',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(file)]), filename);
  const response = await fetch(`${t.url}/api/cli/voice/v1/${name}`, {
    method: 'POST',
    headers: { ...auth(user), 'accept-language': 'en' },
    body: form,
  });
  return { status: response.status, body: await json(response) };
}

/** A refused call: its code and the message in English, and nothing else. */
export function refused(result: { status: number; body: { code: number; msg: string } }, key: MessageKey, params = {}) {
  expect(result.body.msg).toBe(en(key, params));
  expect(result.body.code).not.toBe(200);
  expect(result.status).not.toBe(500);
}

/** Waits until the recording's transcript reaches `state`. */
export async function transcriptIn(t: TestApp, user: TestUser, id: string, states: string[], timeoutMs = 30_000) {
  return until(
    async () => (await call(t, user, 'get', { id })).body.data as Recording,
    (data) => states.includes(data.transcript.state),
    timeoutMs,
  );
}

/** Splits bytes into chunks of `size`, as MediaRecorder's timeslices arrive. */
export function chunksOf(data: Buffer, size: number): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = 0; at < data.length; at += size) chunks.push(data.subarray(at, at + size));
  return chunks;
}

/**
 * Real speech for the VAD and the fake provider: the sentence @ai-sdk/openai ships, `times`
 * over with `pauseMs` of silence between, as one file (its format by `name`'s extension).
 */
export async function speech(name: string, times: number, pauseMs = 1000): Promise<Buffer> {
  const output = path.join(dir, name);
  const inputs = ['-i', speechSample(), '-f', 'lavfi', '-t', String(pauseMs / 1000), '-i', 'anullsrc=r=16000:cl=mono'];
  const split = Array.from({ length: times }, (_, index) => `[s${index}]`).join('');
  const order = Array.from({ length: times }, (_, index) => `[s${index}]${index < times - 1 ? `[p${index}]` : ''}`);
  const pauses = Array.from({ length: Math.max(1, times - 1) }, (_, index) => `[p${index}]`).join('');
  const graph =
    `[0:a]aresample=16000,aformat=channel_layouts=mono,asplit=${times}${split};` +
    `[1:a]asplit=${Math.max(1, times - 1)}${pauses};` +
    `${order.join('')}concat=n=${2 * times - 1}:v=0:a=1[out]`;
  execFileSync('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    graph,
    '-map',
    '[out]',
    output,
  ]);
  return readFile(output);
}

/**
 * Opus in WebM written as a stream, as MediaRecorder writes it: no duration and no seek index in
 * the header (ffmpeg writing to a pipe cannot go back to fill them in).
 */
export function recorderStream(ms: number): Buffer {
  return execFileSync(
    'ffmpeg',
    ['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', `sine=f=330:d=${ms / 1000}:r=48000`, '-ac', '1'].concat([
      '-c:a',
      'libopus',
      '-b:a',
      '24k',
      '-f',
      'webm',
      'pipe:1',
    ]),
    { maxBuffer: 64 * 1024 * 1024 },
  );
}

/** The duration a file's header states (ffprobe's format.duration), or null when it states none. */
export function headerDurationMs(data: Buffer): number | null {
  const file = path.join(dir, `probe-${Date.now()}-${Math.random().toString(36).slice(2)}.webm`);
  writeFileSync(file, data);
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])
    .toString()
    .trim();
  const seconds = Number(out);
  return out && Number.isFinite(seconds) ? Math.round(seconds * 1000) : null;
}
