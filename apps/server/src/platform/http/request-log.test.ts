import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/tables/users.ts';
import { installRequestUser } from '../auth/request-user.ts';
import { callerOnLine, logCallers, RequestLog } from './request-log.ts';

/** A server like the real one's logging, writing its lines where the test can read them. */
async function serverWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream, mixin: callerOnLine }, logController: new RequestLog() });
  installRequestUser(app);
  logCallers(app);
  const signedIn = { id: 42, email: 'someone@example.com' } as UserRow;
  app.get('/mine', { preValidation: async (request) => void (request.user = signedIn) }, async (request) => {
    request.log.info('looked at their own things');
    request.log.child({ part: 'inner' }).warn('and a part of them');
    return 'ok';
  });
  app.get('/public', async () => 'ok');
  await app.ready();
  return { app, lines };
}

describe('request logs', () => {
  it('carry the request id, and the user id (never the email) once the caller is known', async () => {
    const { app, lines } = await serverWithLog();
    await app.inject({ url: '/mine' });
    await app.inject({ url: '/public' });
    await app.close();
    const [handler, inner, mine, open] = lines.filter((line) => line.reqId);
    expect(handler).toMatchObject({ msg: 'looked at their own things', userId: 42 });
    expect(inner).toMatchObject({ msg: 'and a part of them', part: 'inner', userId: 42 });
    expect(mine).toMatchObject({ msg: 'request completed', userId: 42, reqId: handler!.reqId });
    expect(open).toMatchObject({ msg: 'request completed' });
    expect(open).not.toHaveProperty('userId');
    expect(JSON.stringify(lines)).not.toContain('someone@example.com');
  });
});
