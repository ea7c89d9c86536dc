import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { Forwarder } from './forwarder.ts';
import { EventRecorder } from './recorder.ts';

/**
 * The forwarder against a local fake of PostHog's `/batch/` and Umami's `/api/send`, each told
 * to fail, stall or refuse. No database: the recorder here only forwards (retention 0).
 */
type Received = { path: string; userAgent: string | undefined; body: Record<string, unknown> };
type Fault = 'ok' | 'fail' | 'stall' | 'refuse';

let server: http.Server;
let url: string;
let received: Received[] = [];
let faults: Fault[] = [];
const logs: string[] = [];
/** The log lines the forwarder writes, as `message {fields}`. */
const note = (fields: unknown, message?: string) =>
  void logs.push(typeof fields === 'string' ? fields : `${message} ${JSON.stringify(fields)}`);
const log = { warn: note, error: note, info: () => undefined } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const fault = faults.shift() ?? 'ok';
      if (fault === 'stall') return; // never answers: the forwarder's timeout must end it
      received.push({ path: request.url ?? '', userAgent: request.headers['user-agent'], body: JSON.parse(text) });
      response.statusCode = { ok: 200, fail: 503, refuse: 401 }[fault];
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  faults = [];
  logs.length = 0;
});

const at = new Date('2026-11-25T10:00:00.000Z');
const event = (name: string, who = 'a1b2') => ({ name, code: '500', who, properties: { route: 'cli/mj/v1/page' }, at });
const forwarder = (kind: 'posthog' | 'umami') =>
  new Forwarder({ kind, url, key: 'phc_key', hostname: 'ink.example', log, backoffMs: 5, timeoutMs: 200, retries: 2 });

describe('forwarding to PostHog', () => {
  it('sends a batch in one request to /batch/ with the project key, ids and times', async () => {
    const posthog = forwarder('posthog');
    posthog.send([event('api_error'), event('login_failed', 'guest')]);
    await posthog.idle();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ path: '/batch/' });
    expect(received[0]!.body).toEqual({
      api_key: 'phc_key',
      batch: [
        {
          event: 'api_error',
          distinct_id: 'a1b2',
          properties: { code: '500', route: 'cli/mj/v1/page', $process_person_profile: false },
          timestamp: '2026-11-25T10:00:00.000Z',
        },
        expect.objectContaining({ event: 'login_failed', distinct_id: 'guest' }),
      ],
    });
  });

  it('tries again after a 5xx and after a stalled request, with the same batch', async () => {
    faults = ['fail', 'stall'];
    const posthog = forwarder('posthog');
    posthog.send([event('api_error')]);
    await posthog.idle();
    // The stalled try reached the fake but was never answered, so only the failed and the last are kept.
    expect(received.map((r) => r.body)).toEqual([received[1]!.body, received[1]!.body]);
    expect(logs).toEqual([]);
  });

  it('drops a batch after its last try, and at once when refused, with a log line each', async () => {
    faults = ['fail', 'fail', 'fail', 'refuse'];
    const posthog = forwarder('posthog');
    posthog.send([event('api_error')]);
    posthog.send([event('draw_failed')]);
    await posthog.idle();
    expect(received).toHaveLength(4); // three tries of the first, one of the second
    expect(logs.filter((line) => line.includes('analytics events dropped'))).toHaveLength(2);
    expect(logs.some((line) => line.includes('"status":401'))).toBe(true);
  });
});

describe('forwarding to Umami', () => {
  it('sends each event to /api/send as type event with the website id, a User-Agent and its data', async () => {
    faults = ['fail'];
    const umami = forwarder('umami');
    umami.send([event('stream_error'), event('network_error')]);
    await umami.idle();
    expect(received.map((r) => r.path)).toEqual(['/api/send', '/api/send', '/api/send']);
    expect(received[0]!.userAgent).toMatch(/Mozilla\/5\.0/);
    expect(received[1]!.body).toEqual({
      type: 'event',
      payload: {
        website: 'phc_key',
        hostname: 'ink.example',
        url: '/',
        name: 'stream_error',
        id: 'a1b2',
        data: { code: '500', route: 'cli/mj/v1/page' },
      },
    });
    expect((received[2]!.body.payload as { name: string }).name).toBe('network_error');
  });
});

describe('the recorder with forwarding only (ANALYTICS_RETENTION_DAYS=0)', () => {
  it('forwards checked events under their opaque id, and refuses one that breaks its rules', async () => {
    const posthog = forwarder('posthog');
    const recorder = new EventRecorder(null as unknown as Db, new ManualClock(), log, {
      store: false,
      forwarder: posthog,
      forwardId: async (userId) => (userId === null ? 'guest' : `hashed-${userId}`),
    });
    recorder.record({ name: 'login_failed', code: 'auth.badCredentials', userId: 7, properties: { method: 'email' } });
    recorder.record({
      name: 'login_failed',
      code: 'my password is hunter2',
      userId: 7,
      properties: { method: 'email' },
    });
    recorder.record({ name: 'stream_error', code: 'open', userId: null, properties: { route: 'x', prompt: 'hi' } });
    await recorder.stop();
    await posthog.idle();
    const batch = received[0]!.body.batch as { distinct_id: string; properties: { code: string } }[];
    expect(batch.map((item) => [item.distinct_id, item.properties.code])).toEqual([
      ['hashed-7', 'auth.badCredentials'],
    ]);
    expect(JSON.stringify(received)).not.toContain('hunter2');
    expect(logs.filter((line) => line.includes('analytics event refused'))).toHaveLength(2);
  });
});
