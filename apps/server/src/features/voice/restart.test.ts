import { afterAll, beforeAll, expect, it } from 'vitest';
import { fakeSpeechServer, type FakeSpeechServer } from '../../ai/speech/test-kit.ts';
import { createTestStore, type TestStore } from '../../testing/database.ts';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { until } from '../../testing/until.ts';
import { call, multipart, speech, transcriptIn } from './test-kit.ts';

// The server stops while a piece is with the provider; started again on the same data, the
// queued job resumes after the pieces already saved and completes.
let fake: FakeSpeechServer;
let store: TestStore;
let env: Record<string, string>;
beforeAll(async () => {
  fake = await fakeSpeechServer();
  store = await createTestStore();
  env = { STT_BASE_URL: fake.url, JOB_LEASE_MS: '1000', SHUTDOWN_TIMEOUT_MS: '2000' };
});
afterAll(async () => {
  await fake.close();
  await store.drop();
});

it('finishes a transcription after a restart mid-file, without sending the pieces done again', async () => {
  const first: TestApp = await startTestApp({ store, env });
  const user: TestUser = await first.createUser();
  fake.failCall(2, { kind: 'stall' });
  const audio = await speech('restart.mp3', 16);
  const id = (await multipart(first, user, 'upload', audio, { title: 'Restart' })).body.data.id as string;
  // The first piece is saved and the second is stuck with the provider.
  const midway = await until(
    async () => (await call(first, user, 'get', { id })).body.data,
    (data) => data.transcript.done >= 1 && fake.calls.length >= 2,
    30_000,
  );
  expect(midway.transcript).toMatchObject({ state: 'transcribing', done: 1 });
  await first.close();

  const second = await startTestApp({ store, env });
  try {
    const done = await transcriptIn(second, user, id, ['done', 'failed'], 60_000);
    expect(done.transcript.state).toBe('done');
    expect(done.transcript.done).toBe(done.transcript.total);
    const answered = fake.calls.filter((c) => c.outcome === 'answer');
    expect(answered).toHaveLength(done.transcript.total);
    expect(fake.calls.filter((c) => c.outcome === 'stall')).toHaveLength(1);
  } finally {
    await second.close();
  }
});
