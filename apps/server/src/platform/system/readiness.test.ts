import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { json } from '../../testing/json.ts';
import { scrape } from '../metrics/testing.ts';
import { checkReadiness, readinessChecks } from './readiness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
// The last test closes the database under the app, so its own close may fail: the data still goes.
afterAll(async () => {
  await t.app.close().catch(() => {});
  await t.store.drop();
});

const probe = async (name: 'live' | 'ready') => {
  const response = await fetch(`${t.url}/api/health/${name}`);
  return { status: response.status, body: await json(response) };
};

/** A port on this machine that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('health probes', () => {
  it('keeps /api/health as it was', async () => {
    const response = await fetch(`${t.url}/api/health`);
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ status: 'ok', database: expect.any(String) as string });
  });

  it('live: the process answers', async () => {
    expect(await probe('live')).toEqual({ status: 200, body: { code: 200, msg: 'success', data: { status: 'ok' } } });
  });

  it('ready: database, Redis (when configured) and storage answer', async () => {
    const { status, body } = await probe('ready');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: process.env.TEST_REDIS_URL ? 'ok' : 'off', storage: 'ok' },
      failed: [],
    });
  });

  it('no METRICS_TOKEN: /metrics does not exist', async () => {
    expect((await scrape(t, null)).status).toBe(404);
    expect((await scrape(t, 'anything')).status).toBe(404);
  });

  it('ready: 503 naming storage when the files folder cannot be written', async () => {
    const folder = path.join(t.store.dataDir, 'files');
    fs.rmSync(folder, { recursive: true, force: true });
    // A file where the folder should be: neither created nor written to.
    fs.writeFileSync(folder, 'not a folder');
    try {
      const { status, body } = await probe('ready');
      expect(status).toBe(503);
      expect(body).toMatchObject({ code: 503, data: { status: 'fail', failed: ['storage'] } });
      expect(body.msg).toContain('storage');
      expect(JSON.stringify(body)).not.toContain(t.store.dataDir);
    } finally {
      fs.rmSync(folder, { force: true });
    }
    expect((await probe('ready')).status).toBe(200);
  });

  it('ready: Redis that cannot be reached fails the check', async () => {
    const port = await closedPort();
    const redis = new Redis({ port, host: '127.0.0.1', maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => {}); // the refusal is what the test wants; ioredis would print it
    try {
      const readiness = await checkReadiness(readinessChecks({ ...t.app.platform, redis }), () => {});
      expect(readiness).toMatchObject({ status: 'fail', checks: { database: 'ok', redis: 'fail', storage: 'ok' } });
    } finally {
      redis.disconnect();
    }
  });

  it.runIf(process.env.TEST_REDIS_URL)('ready: 503 naming redis when the server loses its Redis', async () => {
    t.app.platform.redis!.disconnect();
    const { status, body } = await probe('ready');
    expect(status).toBe(503);
    expect(body.data).toMatchObject({ checks: { redis: 'fail' }, failed: ['redis'] });
  });

  it('ready: 503 naming the database once it is closed, while live still answers', async () => {
    await t.app.platform.database.close();
    const { status, body } = await probe('ready');
    expect(status).toBe(503);
    expect(body.data).toMatchObject({ checks: { database: 'fail' } });
    expect(body.data.failed).toContain('database');
    expect((await probe('live')).status).toBe(200);
  });
});
