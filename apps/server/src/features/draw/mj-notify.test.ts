import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMjProxy } from '../../ai/image/testing/fake-mj-proxy.ts';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { imagine, recordOf, settled } from './test-kit.ts';

// Polling once a minute: a task that finishes in well under that was woken by the notify hook.
let fake: Awaited<ReturnType<typeof startFakeMjProxy>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeMjProxy({ secret: 'proxy-secret' });
  t = await startTestApp({
    env: {
      MJ_PROXY_URL: fake.url,
      MJ_PROXY_SECRET: 'proxy-secret',
      PUBLIC_URL: 'https://inkstone.test',
      DRAW_POLL_MS: '60000',
      DRAW_TIMEOUT_MS: '120000',
    },
  });
  fake.notifyTo(`${t.url}/api/cli/mj/v1/notify`);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("the Midjourney proxy's notify hook", () => {
  it('is sent with each submission and wakes the task as soon as the proxy calls it', async () => {
    const user = await t.createUser();
    fake.next({ kind: 'notify', afterMs: 300 });
    const started = Date.now();
    const id = (await imagine(t, user, { msgId: 'notify-1', type: 'mj', prompt: 'a lighthouse at dusk' })).body.data;
    await settled(t, user, id);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await recordOf(t, user, id)).toMatchObject({ code: '00', provider: 'mj-proxy' });
    const submit = fake.requests.find((request) => request.path === '/mj/submit/imagine')!;
    expect(submit.body).toMatchObject({ notifyHook: 'https://inkstone.test/api/cli/mj/v1/notify' });
  });

  it('answers a call back for a task nobody waits on without harm', async () => {
    const response = await fetch(`${t.url}/api/cli/mj/v1/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'unknown-task', status: 'SUCCESS' }),
    });
    expect(await response.json()).toMatchObject({ code: 200, data: false });
  });
});
