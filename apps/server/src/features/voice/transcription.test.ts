import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutesFrameSchema, recordingSchema, type Recording } from '@inkstone/contract/voice';
import { fakeSpeechServer, type FakeSpeechServer } from '../../ai/speech/test-kit.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { until } from '../../testing/until.ts';
import { call, en, multipart, speech, transcriptIn } from './test-kit.ts';

// With the fake speech provider: real speech (VAD finds it), pieces sent one by one, faults.
let fake: FakeSpeechServer;
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  fake = await fakeSpeechServer();
  t = await startTestApp({ env: { STT_BASE_URL: fake.url, STT_TIMEOUT_MS: '5000' } });
  user = await t.createUser();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const answered = () => fake.calls.filter((c) => c.outcome === 'answer').length;

describe('transcription through the provider', () => {
  it('transcribes piece by piece through a 429, a 5xx and garbage, with offsets over the whole recording', async () => {
    fake.reset();
    const audio = await speech('meeting.mp3', 16); // about 55 s of speech: two or more pieces
    fake.script({ kind: 'rate-limit', retryAfterSeconds: 1 });
    fake.failCall(3, { kind: 'error', status: 503, message: 'overloaded' });
    fake.failCall(4, { kind: 'garbage' }); // the same piece again: an answer that is not JSON
    const uploaded = await multipart(t, user, 'upload', audio, { title: 'Weekly', language: 'en' });
    expect(uploaded.body.code).toBe(200);
    expect(uploaded.body.data.transcript.state).toBe('queued');
    const id = uploaded.body.data.id as string;
    const done: Recording = recordingSchema.parse(await transcriptIn(t, user, id, ['done', 'failed'], 60_000));
    expect(done.transcript.state).toBe('done');
    expect(done.transcript.total).toBeGreaterThanOrEqual(2);
    expect(done.transcript.done).toBe(done.transcript.total);
    expect(fake.calls.map((c) => c.outcome)).toContain('rate-limit');
    expect(fake.calls.map((c) => c.outcome)).toContain('error');
    expect(fake.calls.map((c) => c.outcome)).toContain('garbage');
    expect(answered()).toBe(done.transcript.total); // each piece answered once: nothing sent twice after success
    expect(fake.calls.every((c) => c.language === 'en' && c.responseFormat === 'verbose_json')).toBe(true);
    const lines = done.transcript.segments;
    expect(lines.length).toBeGreaterThanOrEqual(done.transcript.total);
    expect(lines.map((l) => l.id)).toEqual(lines.map((_, i) => `s${i + 1}`));
    // In order, inside the recording, and the later pieces carry their offset (not 0 again).
    for (const [i, line] of lines.entries()) {
      expect(line.endMs).toBeGreaterThanOrEqual(line.startMs);
      expect(line.endMs).toBeLessThanOrEqual(done.durationMs + 50);
      if (i > 0) expect(line.startMs).toBeGreaterThanOrEqual(lines[i - 1]!.startMs);
      expect(line.text).toMatch(/^Piece [0-9a-f]+, [\d.]+ seconds: line \d+\.$/);
    }
    expect(lines.at(-1)!.startMs).toBeGreaterThan(25_000);
    expect(lines[0]!.words?.length).toBeGreaterThan(0);

    // Found by its transcript in the list.
    const found = (await call(t, user, 'page', { current: 1, size: 10, searchValue: 'seconds: line' })).body.data;
    expect(found.records.map((r: { id: string }) => r.id)).toContain(id);

    // Exports.
    const get = (format: string) =>
      fetch(`${t.url}/api/cli/voice/v1/export?id=${id}&format=${format}`, { headers: auth(user) });
    const srt = await get('srt');
    expect(srt.headers.get('content-disposition')).toContain('Weekly.srt');
    const srtText = await srt.text();
    expect(srtText).toMatch(/^1\n00:00:\d\d,\d{3} --> 00:00:\d\d,\d{3}\nPiece /);
    expect(srtText.split('\n\n').filter(Boolean)).toHaveLength(lines.length);
    const txt = await (await get('txt')).text();
    expect(txt.split('\n').filter(Boolean)).toHaveLength(lines.length);
    expect(txt.startsWith(`[00:00:0`)).toBe(true);
    const md = await (await get('md')).text();
    expect(md).toContain('# Weekly');
    expect(md).toContain('## Transcript');
    const docx = await get('docx');
    expect(docx.headers.get('content-type')).toContain('wordprocessingml');
    const bytes = Buffer.from(await docx.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    // Edits: a line's text, then it is what export says.
    const edited = await call(t, user, 'update', { id, segments: [{ id: 's1', text: 'Hello, edited.' }] });
    expect(edited.body.data.transcript.segments[0].text).toBe('Hello, edited.');
    expect(await (await get('txt')).text()).toContain('Hello, edited.');
  });

  it('transcribes an uploaded WAV file (decoded beside itself, not over itself)', async () => {
    fake.reset();
    const audio = await speech('plain.wav', 2);
    const id = (await multipart(t, user, 'upload', audio, { title: 'Wave' })).body.data.id as string;
    const done = await transcriptIn(t, user, id, ['done', 'failed'], 60_000);
    expect(done.transcript.error ?? null).toBeNull();
    expect(done.transcript.state).toBe('done');
    expect(done.transcript.segments.length).toBeGreaterThan(0);
  });

  it('keeps the pieces done when the provider refuses mid-file, and resumes from the next one', async () => {
    fake.reset();
    const audio = await speech('refused.mp3', 16);
    fake.failCall(2, { kind: 'error', status: 400, message: 'bad piece' });
    const id = (await multipart(t, user, 'upload', audio, { title: 'Refused' })).body.data.id as string;
    const failed = await transcriptIn(t, user, id, ['done', 'failed'], 60_000);
    expect(failed.transcript.state).toBe('failed');
    expect(failed.transcript.error).toBe(en('voice.transcriptionFailed', { reason: en('voice.providerRefused') }));
    expect(failed.transcript.error).toBe(
      'Transcription failed: The speech provider refused the audio. The audio is kept; try again.',
    );
    expect(failed.transcript.done).toBe(1);
    expect(failed.status).toBe('ready'); // the audio is kept
    const total = failed.transcript.total as number;
    expect(answered()).toBe(1);

    const again = await call(t, user, 'transcribe', { id });
    expect(again.body.data.transcript.state).toBe('queued');
    const done = await transcriptIn(t, user, id, ['done', 'failed'], 60_000);
    expect(done.transcript).toMatchObject({ state: 'done', done: total, total });
    expect(answered()).toBe(total); // the first piece was not sent again
  });

  it('waits and tries again when the provider stays down, saying so, and goes on after the pieces done', async () => {
    fake.reset();
    const audio = await speech('down.mp3', 16);
    // The second piece fails three times: the run gives up on it and the job tries again later.
    for (const n of [2, 3, 4]) fake.failCall(n, { kind: 'error', status: 502, message: 'bad gateway' });
    const id = (await multipart(t, user, 'upload', audio, { title: 'Down' })).body.data.id as string;
    const waiting = await until(
      async () => (await call(t, user, 'get', { id })).body.data as Recording,
      (data) => data.transcript.error !== undefined || data.transcript.state === 'done',
      30_000,
    );
    expect(waiting.transcript).toMatchObject({
      state: 'transcribing',
      done: 1,
      error: en('voice.providerUnavailable'),
    });
    const done = await transcriptIn(t, user, id, ['done', 'failed'], 60_000);
    expect(done.transcript.state).toBe('done');
    expect(done.transcript.error).toBeUndefined();
    expect(answered()).toBe(done.transcript.total); // the first piece was not sent again
    expect(fake.calls.filter((c) => c.outcome === 'error')).toHaveLength(3);
  });

  it('writes no minutes without a chat model, and says so', async () => {
    const id = (await call(t, user, 'page', { current: 1, size: 10, searchValue: 'Weekly' })).body.data.records[0].id;
    const response = await fetch(`${t.url}/api/cli/voice/v1/minutes`, {
      method: 'POST',
      headers: { ...auth(user), 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ id, template: 'standup' }),
    });
    const frames = (await response.text())
      .split('\n\n')
      .filter((chunk) => chunk.startsWith('data: '))
      .map((chunk) => minutesFrameSchema.parse(JSON.parse(chunk.slice(6))));
    expect(frames.map((f) => (f.code === 200 ? f.data.type : 500))).toEqual(['start', 'notice', 'done']);
    expect(frames[2]).toMatchObject({ data: { status: 'offline', content: '' } });
    expect((frames[1]!.data as { content: string }).content).toContain('OPENAI_API_KEY');
    expect((await call(t, user, 'get', { id })).body.data.minutes).toBeNull();
  });
});
