import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingSchema } from '@inkstone/contract/voice';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { finishIdleRecordings } from './idle-job.ts';
import { audio, call, chunksOf, en, headerDurationMs, multipart, recorderStream, refused } from './test-kit.ts';

// No speech provider here (STT_BASE_URL unset, as on a fresh install): recordings are kept and
// playable, and the transcript says a provider is needed.
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  user = await t.createUser();
});
afterAll(() => t.close());

const OPUS = ['-c:a', 'libopus', '-b:a', '24k'];
const total = async (who: TestUser) =>
  (await call(t, who, 'page', { current: 1, size: 100 })).body.data.total as number;

/** Starts a browser recording and sends `chunks` with the given seqs, answering the last receipt. */
async function record(chunks: Buffer[], seqs = chunks.map((_, index) => index)) {
  const started = await call(t, user, 'recordStart', { mimeType: 'audio/webm;codecs=opus', title: 'Stand-up' });
  expect(started.body.code).toBe(200);
  const id = started.body.data.id as string;
  const receipts: number[] = [];
  for (const seq of seqs) {
    const sent = await multipart(t, user, 'recordChunk', chunks[seq]!, { id, seq: String(seq) });
    expect(sent.body.code).toBe(200);
    receipts.push(sent.body.data.received);
  }
  return { id, receipts };
}

describe('uploads', () => {
  it('keeps an audio file read by its content, playable at a signed address, waiting for a provider', async () => {
    const wav = await audio('two-seconds.wav', [{ tone: 2000 }]);
    const uploaded = await multipart(t, user, 'upload', wav, { title: 'A tone', language: 'en' }, 'named-wrongly.txt');
    expect(uploaded.body.code).toBe(200);
    const recording = recordingSchema.parse(uploaded.body.data);
    expect(recording).toMatchObject({ title: 'A tone', source: 'upload', status: 'ready', language: 'en' });
    expect(Math.abs(recording.durationMs - 2000)).toBeLessThan(100);
    expect(recording.transcript.state).toBe('needs_provider');
    expect(recording.audioUrl).toMatch(/^\/api\/files\/[a-f0-9]{32}\.wav\?exp=\d+&sig=/);
    const played = await fetch(`${t.url}${recording.audioUrl}`);
    expect(played.status).toBe(200);
    expect(Buffer.from(await played.arrayBuffer()).equals(wav)).toBe(true);
    // Without the signature the audio is its owner's only.
    const bare = recording.audioUrl!.split('?')[0]!;
    expect((await fetch(`${t.url}${bare}`)).status).toBe(403);

    const mp3 = await audio('one-second.mp3', [{ tone: 1000 }]);
    const second = await multipart(t, user, 'upload', mp3, {}, 'meeting.mp3');
    expect(second.body.data).toMatchObject({ title: 'meeting', status: 'ready', mimeType: 'audio/mpeg' });
  });

  it('takes m4a, ogg and webm too, named however', async () => {
    const files: Array<[string, string[]]> = [
      ['clip.m4a', ['-c:a', 'aac', '-b:a', '32k']],
      ['clip.ogg', ['-c:a', 'libvorbis']],
      ['clip.webm', OPUS],
    ];
    for (const [name, args] of files) {
      const uploaded = await multipart(t, user, 'upload', await audio(name, [{ tone: 1200 }], args), {}, 'x.bin');
      expect([name, uploaded.body.code, uploaded.body.data?.status]).toEqual([name, 200, 'ready']);
      expect(Math.abs(uploaded.body.data.durationMs - 1200), name).toBeLessThan(150);
    }
  });

  it('refuses what is not audio by its content, whatever its name, and keeps nothing', async () => {
    const before = await total(user);
    const text = Buffer.from('This is not a recording, only words.\n'.repeat(50));
    refused(await multipart(t, user, 'upload', text, {}, 'talk.mp3'), 'voice.notAudio');
    // An MP3 header followed by noise sniffs as MP3 but ffprobe finds no audio in it.
    const fake = Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000'), Buffer.alloc(4000, 7)]);
    refused(await multipart(t, user, 'upload', fake, {}, 'talk.mp3'), 'voice.notAudio');
    refused(await multipart(t, user, 'upload', null, { title: 'x' }), 'voice.fileRequired');
    expect(await total(user)).toBe(before);
  });
});

describe('browser recordings in chunks', () => {
  it('ignores a repeated seq, waits over a gap, joins the chunks in order and keeps the audio', async () => {
    const webm = recorderStream(3000);
    expect(headerDurationMs(webm)).toBeNull(); // as MediaRecorder sends it: no length in the header
    const chunks = chunksOf(webm, Math.ceil(webm.length / 5));
    // 0, 1, 1 again (a retry after a reconnect), 3 (before 2: a gap), then 2 and 4.
    const { id, receipts } = await record(chunks, [0, 1, 1, 3, 2, 4]);
    expect(receipts).toEqual([1, 2, 2, 2, 4, 5]);
    const listed = await call(t, user, 'get', { id });
    expect(listed.body.data).toMatchObject({ status: 'recording', audioUrl: null });

    const finished = await call(t, user, 'recordFinish', { id, durationMs: 3000 });
    expect(finished.body.code).toBe(200);
    expect(finished.body.data).toMatchObject({ status: 'ready', trimmed: false, notice: null, source: 'recording' });
    expect(Math.abs(finished.body.data.durationMs - 3000)).toBeLessThan(150);
    expect(finished.body.data.transcript.state).toBe('needs_provider');
    // Kept with its length and seek index written in (a stream copy: same audio, playable and seekable).
    const played = Buffer.from(await (await fetch(`${t.url}${finished.body.data.audioUrl}`)).arrayBuffer());
    expect(Math.abs(headerDurationMs(played)! - 3000)).toBeLessThan(150);

    // Finished: another finish answers it as it is; a late chunk is refused.
    expect((await call(t, user, 'recordFinish', { id, durationMs: 3000 })).body.data.status).toBe('ready');
    refused(await multipart(t, user, 'recordChunk', chunks[0]!, { id, seq: '5' }), 'voice.notRecording');
    // Transcribing needs a provider, and says which setting.
    refused(await call(t, user, 'transcribe', { id }), 'voice.noSpeechProvider');
  });

  it("cuts a free user's recording to the 5-minute trial and says so", async () => {
    const long = await audio('five-and-a-half.webm', [{ tone: 330_000, freq: 220 }], ['-c:a', 'libopus', '-b:a', '8k']);
    const { id } = await record(chunksOf(long, 64 * 1024));
    const finished = await call(t, user, 'recordFinish', { id, durationMs: 330_000 });
    expect(finished.body.code).toBe(200);
    expect(finished.body.data).toMatchObject({ status: 'ready', trimmed: true, notice: en('voice.trialEnded') });
    expect(finished.body.data.notice).toBe('the 5-minute trial ended');
    expect(Math.abs(finished.body.data.durationMs - 300_000)).toBeLessThan(1000);
  });

  it('refuses to finish a recording with no chunk, and the idle finisher closes one left open', async () => {
    const started = await call(t, user, 'recordStart', { mimeType: 'audio/webm' });
    refused(await call(t, user, 'recordFinish', { id: started.body.data.id, durationMs: 0 }), 'voice.empty');

    const webm = await audio('closed-tab.webm', [{ tone: 2000 }], OPUS);
    const { id } = await record(chunksOf(webm, 4096));
    // One whose finishing was cut off by a restart long ago (left in `processing`).
    const stuck = await record(chunksOf(webm, 4096));
    await t.app.platform.db.execute(
      sql`update voice_recordings set status = 'processing', updated_at = now() - interval '1 hour'
          where id = ${stuck.id}`,
    );
    expect(await finishIdleRecordings(t.app.platform, t.app.log)).toBe(0); // not idle yet
    t.clock.advance(3 * 60_000);
    expect(await finishIdleRecordings(t.app.platform, t.app.log)).toBeGreaterThanOrEqual(2);
    for (const finished of [id, stuck.id]) {
      const closed = (await call(t, user, 'get', { id: finished })).body.data;
      expect(closed.status).toBe('ready');
      expect(Math.abs(closed.durationMs - 2000)).toBeLessThan(150);
    }
    // The empty one was closed too, as failed with the reason, not left recording.
    const empty = (await call(t, user, 'get', { id: started.body.data.id })).body.data;
    expect(empty).toMatchObject({ status: 'failed', error: en('voice.empty') });
  });
});

describe('the list and edits', () => {
  it('lists newest first, finds by title, renames and deletes with the audio', async () => {
    const wav = await audio('rename.wav', [{ tone: 500 }]);
    const id = (await multipart(t, user, 'upload', wav, { title: 'Quarterly review 季度' })).body.data.id as string;
    const page = (await call(t, user, 'page', { current: 1, size: 5, searchValue: '季度' })).body.data;
    expect(page.records.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(page.records[0]).toMatchObject({ excerpt: '', hasMinutes: false, transcript: { state: 'needs_provider' } });
    const renamed = await call(t, user, 'update', { id, title: 'Review', minutes: '## Notes' });
    expect(renamed.body.data).toMatchObject({ title: 'Review', minutes: { content: '## Notes', template: 'general' } });
    const audioUrl = renamed.body.data.audioUrl as string;
    expect((await call(t, user, 'del', { id })).body).toMatchObject({ code: 200, data: {} });
    expect((await call(t, user, 'get', { id })).status).toBe(404);
    expect((await fetch(`${t.url}${audioUrl}`)).status).toBe(404);
  });
});
