import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voicePushSchema } from '@inkstone/contract/voice';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { openSocket, settled } from '../../testing/socket.ts';
import { audio, call, chunksOf, multipart, refused } from './test-kit.ts';

// Upload limits from configuration (1 MB here), the plan's length, ffmpeg missing, and the pushes.
let t: TestApp;
let free: TestUser;
let pro: TestUser;
let long: Buffer;
beforeAll(async () => {
  t = await startTestApp({ env: { VOICE_MAX_UPLOAD_MB: '1' } });
  free = await t.createUser();
  pro = await t.createUser();
  // A month of Pro, as a paid order leaves it (features may use only another feature's service).
  await t.app.platform.db.execute(
    sql`insert into plans (user_id, kind, pay_type, period_days, expires_at)
        values (${pro.id}, 'qa', 'month', 30, now() + interval '30 days')`,
  );
  long = await audio('six-minutes.ogg', [{ tone: 360_000 }], ['-c:a', 'libopus', '-b:a', '6k']);
});
afterAll(() => t.close());

describe('limits', () => {
  it('refuses a file over VOICE_MAX_UPLOAD_MB, and one longer than the plan allows', async () => {
    const big = await audio('big.wav', [{ tone: 40_000 }]); // 16 kHz 16-bit mono: about 1.3 MB
    refused(await multipart(t, free, 'upload', big), 'voice.tooLarge', { limit: '1.0MB' });
    expect(long.length).toBeLessThan(1024 * 1024);
    refused(await multipart(t, free, 'upload', long), 'voice.tooLong', { minutes: 5 });
    expect((await call(t, free, 'page', {})).body.data.total).toBe(0);
    // Pro keeps up to VOICE_MAX_MINUTES (240 by default).
    const kept = await multipart(t, pro, 'upload', long, { title: 'Long lecture' });
    expect(kept.body.code).toBe(200);
    expect(Math.abs(kept.body.data.durationMs - 360_000)).toBeLessThan(1000);
  });

  it('refuses chunks past VOICE_MAX_UPLOAD_MB in all, keeping those before', async () => {
    const id = (await call(t, free, 'recordStart', { mimeType: 'audio/webm' })).body.data.id as string;
    const part = Buffer.alloc(400 * 1024, 1);
    for (const seq of [0, 1])
      expect((await multipart(t, free, 'recordChunk', part, { id, seq: String(seq) })).body.code).toBe(200);
    refused(await multipart(t, free, 'recordChunk', part, { id, seq: '2' }), 'voice.tooLarge', { limit: '1.0MB' });
    // A retry of a chunk already stored is still answered.
    expect((await multipart(t, free, 'recordChunk', part, { id, seq: '1' })).body.data.received).toBe(2);
  });

  it("does not cut a Pro user's browser recording at the trial's 5 minutes", async () => {
    const started = await call(t, pro, 'recordStart', { mimeType: 'audio/ogg;codecs=opus' });
    const id = started.body.data.id as string;
    for (const [seq, chunk] of chunksOf(long, 32 * 1024).entries()) {
      await multipart(t, pro, 'recordChunk', chunk, { id, seq: String(seq) });
    }
    const finished = await call(t, pro, 'recordFinish', { id, durationMs: 360_000 });
    expect(finished.body.data).toMatchObject({ status: 'ready', trimmed: false, notice: null });
  });

  it("pushes each change of a recording to its owner's socket as type voice", async () => {
    const socket = await openSocket(t.url, { token: free.token, id: free.id });
    const started = await call(t, free, 'recordStart', { mimeType: 'audio/ogg' });
    const id = started.body.data.id as string;
    const clip = await audio('push.ogg', [{ tone: 1000 }], ['-c:a', 'libopus']);
    await multipart(t, free, 'recordChunk', clip, { id, seq: '0' });
    await call(t, free, 'recordFinish', { id, durationMs: 1000 });
    await settled(300);
    const pushes = socket.received
      .filter((text) => text.startsWith('{'))
      .map((text) => voicePushSchema.parse(JSON.parse(text)));
    socket.socket.close();
    expect(pushes.map((push) => [push.id, push.status, push.transcript.state])).toEqual([
      [id, 'recording', 'none'],
      [id, 'processing', 'none'],
      [id, 'ready', 'none'],
    ]);
  });
});

describe('without ffmpeg', () => {
  it('refuses uploads and recordings at the door with a message that says what to install', async () => {
    const bare = await startTestApp({ env: { FFMPEG_PATH: '/nonexistent/ffmpeg' } });
    try {
      const user = await bare.createUser();
      const clip = await audio('no-ffmpeg.wav', [{ tone: 300 }]);
      refused(await multipart(bare, user, 'upload', clip), 'voice.ffmpegMissing');
      refused(await call(bare, user, 'recordStart', { mimeType: 'audio/webm' }), 'voice.ffmpegMissing');
      expect((await call(bare, user, 'page', {})).body.data.total).toBe(0);
    } finally {
      await bare.close();
    }
  });
});
