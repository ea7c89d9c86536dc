import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@inkstone/contract/envelope';
import { startFakeMjProxy } from '../ai/image/testing/fake-mj-proxy.ts';
import { imagine, pushesUntilEnd, recordOf } from '../features/draw/test-kit.ts';
import { addSource, notebook } from '../features/knowledge/test-kit.ts';
import { translate } from '../features/translate/test-kit.ts';
import { audio, call, multipart } from '../features/voice/test-kit.ts';
import { buildTestPaper } from '../platform/pdf-translate/test-kit.ts';
import { startS3rver, type FakeS3 } from '../platform/storage/s3rver-fixture.ts';
import { postForm, uniqueEmail } from './accounts.ts';
import { openSocket, settled, type TestSocket } from './socket.ts';
import { useTwoInstances } from './two-instances.ts';
import { until } from './until.ts';

/**
 * Any instance serves any request (PostgreSQL + Redis + s3rver): the start goes to one instance,
 * the follow-up to the other. Only `first` runs workers, and it polls for jobs once a minute and
 * for drawings once a minute, so anything done within seconds was woken through Redis. Stopping
 * an answer elsewhere is proven in features/chat/stop-anywhere.pg.test.ts.
 */
const fakes = {} as { s3: FakeS3; mj: Awaited<ReturnType<typeof startFakeMjProxy>> };
beforeAll(async () => {
  fakes.s3 = await startS3rver();
  fakes.mj = await startFakeMjProxy({ secret: 'proxy-secret' });
});
afterAll(async () => {
  await fakes.mj?.close();
  await fakes.s3?.close();
});
const kit = useTwoInstances({
  workersOn: 'first',
  env: () => ({
    ...fakes.s3.env,
    MJ_PROXY_URL: fakes.mj.url,
    MJ_PROXY_SECRET: 'proxy-secret',
    PUBLIC_URL: 'https://inkstone.test',
    DRAW_POLL_MS: '60000',
    DRAW_TIMEOUT_MS: '120000',
    JOB_POLL_MS: '60000',
    LOGIN_TRIES_PER_IP: '4',
  }),
});

const SLOW_POLL_MS = 60_000;
async function socketOn(instance: 'first' | 'second', user: { token: string; id: number }): Promise<TestSocket> {
  const socket = await openSocket(kit[instance].url, { token: user.token, id: user.id });
  await settled(300);
  return socket;
}

describe('two instances, one PostgreSQL, Redis and S3 store', () => {
  it('stores on S3 and runs workers on the first only', () => {
    expect(kit.first.app.platform.storage.kind).toBe('s3');
    expect(kit.second.app.platform.realtime.kind).toBe('redis');
  });

  it("wakes a drawing's poll on the first with the proxy's notify delivered to the second", async () => {
    const user = await kit.first.createUser();
    const socket = await socketOn('first', user);
    fakes.mj.notifyTo(`${kit.second.url}/api/cli/mj/v1/notify`);
    fakes.mj.next({ kind: 'notify', afterMs: 300 });
    const started = Date.now();
    const id = (await imagine(kit.first, user, { msgId: 'notify-elsewhere', type: 'mj', prompt: 'a harbour' })).body
      .data as string;
    const pushes = await pushesUntilEnd(socket, id);
    socket.socket.close();
    expect(Date.now() - started).toBeLessThan(SLOW_POLL_MS / 4);
    expect(pushes.some((push) => push.code === '01' && push.progress === 50)).toBe(true);
    expect(pushes.at(-1)).toMatchObject({ code: '00' });
    expect(await recordOf(kit.second, user, id)).toMatchObject({ code: '00', provider: 'mj-proxy' });
  });

  it('has a job enqueued on the second, which runs no workers, worked by the first at once', async () => {
    const ran: string[] = [];
    kit.first.app.platform.queue.register('test.anywhere', async () => void ran.push('first'));
    kit.second.app.platform.queue.register('test.anywhere', async () => void ran.push('second'));
    const started = Date.now();
    const job = await kit.second.app.platform.queue.enqueue('test.anywhere', {});
    const done = await until(
      () => kit.second.app.platform.queue.get(job.id),
      (row) => row?.status === 'done',
      5_000,
    );
    expect(done?.status).toBe('done');
    expect(ran).toEqual(['first']);
    expect(Date.now() - started).toBeLessThan(SLOW_POLL_MS / 4);
  });

  it('pushes a source learned by the first to its owner’s socket on the second', async () => {
    const user = await kit.second.createUser();
    const socket = await socketOn('second', user);
    const text = { kind: 'text', title: 'Shipping', body: 'Parcels leave the warehouse within two working days.' };
    const added = await addSource(kit.second, user, text, { container: notebook('anywhere') });
    const states: string[] = [];
    for (;;) {
      const push = JSON.parse(await socket.next());
      if (push.type !== 'knowledge' || push.knowledgeId !== added.body.data.id) continue;
      states.push(push.state);
      if (push.state === 'learned' || push.state === 'failed') break;
    }
    socket.socket.close();
    expect(states[0]).toBe('learning');
    expect(states.at(-1)).toBe('learned');
  });

  it("pushes a recording's changes, made through the second, to its owner's socket on the first", async () => {
    const user = await kit.second.createUser();
    const socket = await socketOn('first', user);
    const id = (await call(kit.second, user, 'recordStart', { mimeType: 'audio/ogg' })).body.data.id as string;
    const clip = await audio('anywhere.ogg', [{ tone: 1000 }], ['-c:a', 'libopus']);
    expect((await multipart(kit.second, user, 'recordChunk', clip, { id, seq: '0' })).body.code).toBe(200);
    await call(kit.second, user, 'recordFinish', { id, durationMs: 1000 });
    const statuses: string[] = [];
    while (statuses.at(-1) !== 'ready') {
      const push = JSON.parse(await socket.next());
      if (push.type === 'voice' && push.id === id) statuses.push(push.status);
    }
    socket.socket.close();
    expect(statuses).toEqual(['recording', 'processing', 'ready']);
  });

  it("pushes a PDF translation's progress, worked by the first, to its owner's socket on the second", async () => {
    const user = await kit.second.createUser();
    const socket = await socketOn('second', user);
    const paper = await buildTestPaper(2);
    const accepted = await translate(kit.second, user, paper.bytes, {
      startPage: 1,
      endPage: 2,
      sourceLang: 'en',
      targetLang: 'zh_CN',
    });
    const taskId = accepted.body.data.taskId as string;
    const statuses: string[] = [];
    while (statuses.at(-1) !== 'done' && statuses.at(-1) !== 'failed') {
      const push = JSON.parse(await socket.next());
      if (push.type === 'audioenhance' && push.kind === 'translation' && push.taskId === taskId)
        statuses.push(push.status);
    }
    socket.socket.close();
    expect(statuses).toContain('running');
    expect(statuses.at(-1)).toBe('done');
  });

  it('shares the sign-in limit per IP: two tries on each instance use it up on both', async () => {
    const tryOn = async (instance: 'first' | 'second') =>
      (await postForm(kit[instance], '/api/login/v1/email', { email: uniqueEmail(), password: 'wrong1234' })).body;
    for (const instance of ['first', 'second', 'first', 'second'] as const) {
      expect((await tryOn(instance)).code).not.toBe(ResultCode.tooManyRequests);
    }
    expect((await tryOn('first')).code).toBe(ResultCode.tooManyRequests);
    expect((await tryOn('second')).code).toBe(ResultCode.tooManyRequests);
  });
});
