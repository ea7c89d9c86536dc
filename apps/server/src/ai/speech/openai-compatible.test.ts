import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { SpeechError } from './errors.ts';
import { speechToTextFromConfig } from './from-config.ts';
import { openAiCompatibleSpeech, parseRetryAfter } from './openai-compatible.ts';
import { fakeSpeechServer, type FakeSpeechServer } from './test-kit.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'inkstone-stt-'));
let fake: FakeSpeechServer;
let piece: string;

/** An mp3 of `ms` of tone, made by ffmpeg: the fake reads its duration as a provider would decode it. */
function tone(name: string, ms: number) {
  const file = path.join(dir, name);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=f=440:d=${ms / 1000}`, '-ac', '1', file]);
  return file;
}

beforeAll(async () => {
  fake = await fakeSpeechServer({ apiKey: 'sk-test' });
  piece = tone('piece.mp3', 12_000);
});
afterEach(() => fake.reset());
afterAll(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

const adapter = (overrides: Partial<Parameters<typeof openAiCompatibleSpeech>[0]> = {}) =>
  openAiCompatibleSpeech({ baseUrl: fake.url, apiKey: 'sk-test', model: 'whisper-1', timeoutMs: 5000, ...overrides });

async function failure(work: Promise<unknown>): Promise<SpeechError> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SpeechError);
  return error as SpeechError;
}

describe('the OpenAI-compatible speech adapter', () => {
  it('sends the documented multipart request and reads verbose_json into milliseconds', async () => {
    const result = await adapter().transcribe({
      path: piece,
      filename: 'piece.mp3',
      language: 'en',
      prompt: 'Inkstone',
    });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({
      path: '/v1/audio/transcriptions',
      authorization: 'Bearer sk-test',
      model: 'whisper-1',
      language: 'en',
      prompt: 'Inkstone',
      responseFormat: 'verbose_json',
      granularities: ['segment', 'word'],
      filename: 'piece.mp3',
      outcome: 'answer',
    });
    expect(result.language).toBe('en');
    // 12 s: three lines of at most 5 s, their times in ms
    expect(result.segments.map(({ startMs, endMs }) => [startMs, endMs])).toEqual([
      [0, 5000],
      [5000, 10_000],
      [10_000, expect.closeTo(12_000, -2) as number],
    ]);
    expect(result.segments[0]!.text).toMatch(/^Piece [0-9a-f]{6}, 12\.\d seconds: line 1\.$/);
    expect(result.text).toContain('line 3.');
    expect(result.words?.[0]).toMatchObject({ startMs: 0, text: 'Piece' });
    expect(result.words!.every((word) => word.endMs >= word.startMs && word.endMs <= 12_100)).toBe(true);
  });

  it('lets the provider detect the language when asked for auto, and reads Chinese', async () => {
    await adapter().transcribe({ path: piece, filename: 'piece.mp3', language: 'auto' });
    expect(fake.calls[0]!.language).toBeUndefined();
    const zh = await adapter().transcribe({ path: piece, filename: 'piece.mp3', language: 'zh' });
    expect(zh.language).toBe('zh');
    expect(zh.segments[0]!.text).toMatch(/^第 [0-9a-f]{6} 段，12\.\d 秒：第 1 句。$/);
  });

  it('gives the same text for the same piece (a retried piece does not change the transcript)', async () => {
    const first = await adapter().transcribe({ path: piece, filename: 'a.mp3' });
    const again = await adapter().transcribe({ path: piece, filename: 'b.mp3' });
    const other = await adapter().transcribe({ path: tone('other.mp3', 3000), filename: 'c.mp3' });
    expect(again.text).toBe(first.text);
    expect(other.text).not.toBe(first.text);
    expect(other.segments).toHaveLength(1);
  });

  it('reads a webm stream without a duration in its header, as a provider decodes it', async () => {
    const webm = path.join(dir, 'stream.webm');
    const wav = tone('stream-src.wav', 6000);
    writeFileSync(webm, execFileSync('ffmpeg', ['-v', 'error', '-i', wav, '-c:a', 'libopus', '-f', 'webm', 'pipe:1']));
    const result = await adapter().transcribe({ path: webm, filename: 'stream.webm' });
    expect(result.segments.map((segment) => segment.endMs)).toEqual([5000, expect.closeTo(6000, -2) as number]);
  });

  it('keeps speaker labels when the provider diarizes', async () => {
    const diarizing = await fakeSpeechServer({ speakers: true });
    try {
      const result = await openAiCompatibleSpeech({
        baseUrl: diarizing.url,
        model: 'gpt-4o-transcribe-diarize',
        timeoutMs: 5000,
      }).transcribe({ path: piece, filename: 'piece.mp3' });
      expect(diarizing.calls[0]).toMatchObject({
        responseFormat: 'diarized_json',
        granularities: [],
        authorization: undefined,
      });
      expect(result.segments.map((segment) => segment.speaker)).toEqual(['A', 'B', 'A']);
    } finally {
      await diarizing.close();
    }
  });

  it('says rate_limited with the Retry-After wait', async () => {
    fake.script({ kind: 'rate-limit', retryAfterSeconds: 7 }, { kind: 'rate-limit' });
    const error = await failure(adapter().transcribe({ path: piece, filename: 'piece.mp3' }));
    expect(error).toMatchObject({ kind: 'rate_limited', retryable: true });
    expect(error.details).toMatchObject({ status: 429, retryAfterMs: 7000 });
    expect((await failure(adapter().transcribe({ path: piece, filename: 'p.mp3' }))).details.retryAfterMs).toBe(1000);
    // the script is used up: the third call is answered
    expect((await adapter().transcribe({ path: piece, filename: 'p.mp3' })).segments).toHaveLength(3);
    expect(fake.calls.map((call) => call.outcome)).toEqual(['rate-limit', 'rate-limit', 'answer']);
  });

  it('says unavailable on a 5xx of the k-th call only', async () => {
    fake.failCall(2, { kind: 'error', status: 503, message: 'overloaded' });
    await adapter().transcribe({ path: piece, filename: 'p.mp3' });
    const error = await failure(adapter().transcribe({ path: piece, filename: 'p.mp3' }));
    expect(error).toMatchObject({ kind: 'unavailable', retryable: true });
    expect(error.details).toMatchObject({ status: 503, providerMessage: 'overloaded' });
    await adapter().transcribe({ path: piece, filename: 'p.mp3' });
  });

  it('says refused with the provider message for a wrong key and for a file it cannot read', async () => {
    const wrongKey = await failure(adapter({ apiKey: 'sk-wrong' }).transcribe({ path: piece, filename: 'p.mp3' }));
    expect(wrongKey).toMatchObject({ kind: 'refused', retryable: false });
    expect(wrongKey.details).toMatchObject({ status: 401, providerMessage: 'Incorrect API key provided.' });
    const text = path.join(dir, 'notes.mp3');
    writeFileSync(text, 'not audio at all\n'.repeat(50));
    const notAudio = await failure(adapter().transcribe({ path: text, filename: 'notes.mp3' }));
    expect(notAudio.details.status).toBe(400);
    expect(notAudio.details.providerMessage).toContain('Invalid file format');
  });

  it('says bad_response for garbage and for JSON that is not a transcription', async () => {
    fake.script({ kind: 'garbage' }, { kind: 'wrong-shape' });
    expect(await failure(adapter().transcribe({ path: piece, filename: 'p.mp3' }))).toMatchObject({
      kind: 'bad_response',
      retryable: false,
    });
    expect((await failure(adapter().transcribe({ path: piece, filename: 'p.mp3' }))).kind).toBe('bad_response');
  });

  it('says unavailable when the provider stalls past the time limit, or is not there', async () => {
    fake.script({ kind: 'stall' });
    const started = Date.now();
    const stalled = await failure(adapter({ timeoutMs: 300 }).transcribe({ path: piece, filename: 'p.mp3' }));
    expect(stalled.kind).toBe('unavailable');
    expect(stalled.details.providerMessage).toContain('300 ms');
    expect(Date.now() - started).toBeLessThan(3000);
    const closed = await fakeSpeechServer();
    const url = closed.url;
    await closed.close();
    const down = await failure(adapter({ baseUrl: url }).transcribe({ path: piece, filename: 'p.mp3' }));
    expect(down.kind).toBe('unavailable');
  });

  it("passes the caller's cancel through as it is", async () => {
    fake.script({ kind: 'stall' });
    const controller = new AbortController();
    const call = adapter().transcribe({ path: piece, filename: 'p.mp3' }, controller.signal);
    setTimeout(() => controller.abort(new Error('job cancelled')), 100);
    await expect(call).rejects.toThrow('job cancelled');
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe('speech recognition from the configuration', () => {
  it('is null without STT_BASE_URL, and the configured provider with it', async () => {
    expect(speechToTextFromConfig(loadConfig({}))).toBeNull();
    const speech = speechToTextFromConfig(loadConfig({ STT_BASE_URL: fake.url, STT_API_KEY: 'sk-test' }));
    expect(speech?.name).toContain('whisper-1');
    const result = await speech!.transcribe({ path: piece, filename: 'p.mp3' });
    expect(result.segments).toHaveLength(3);
    expect(fake.calls[0]).toMatchObject({ model: 'whisper-1', authorization: 'Bearer sk-test' });
  });
});
