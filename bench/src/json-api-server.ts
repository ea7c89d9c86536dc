/**
 * One server under test for the small-JSON bench, in a process of its own so that it owns its
 * event loop and the load generator (in the parent) does not compete with it for one.
 *
 * `full`: the whole app on a throwaway PGlite database, with a signed-in bench user and one
 * session-only route; it tells the parent its port and the user's token. `bare`: plain
 * Fastify answering, at each path the parent sends, that path's JSON. Both stop (and so write
 * a `--cpu-prof` profile) when the parent says `stop` or goes away.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { routes } from '@inkstone/contract/routes/index';
import { buildApp } from '../../apps/server/src/app.ts';
import { createSession } from '../../apps/server/src/platform/auth/sessions.ts';
import { insertUser } from '../../apps/server/src/platform/auth/users.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { serve } from '../../apps/server/src/platform/http/serve.ts';
import { SESSION_ONLY_PATH, type FromServer, type ServerKind, type ToServer } from './json-api-protocol.ts';

/**
 * A signed-in call that does nothing but find its caller: a real contract entry's shape
 * (`auth: 'user'`, a string answer) at a path of the bench's own, registered through `serve()`
 * like every route, so its cost over bare Fastify is the stack's plus the session lookup.
 */
const sessionOnly = { ...routes.chat.defaultModel, path: SESSION_ONLY_PATH, summary: 'Bench: the caller only' };

const send = (message: FromServer) => process.send!(message);

async function startFull(): Promise<{ app: FastifyInstance; cleanup: () => void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-'));
  // BENCH_LOG_LEVEL=info measures the production default, which logs every request (the
  // parent then sends this process's output to /dev/null); warn leaves the request log out.
  const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL, NODE_ENV: 'production' }), {
    env: {},
    workers: false,
  });
  serve(app, sessionOnly, (request) => request.user.cliUserId);
  count(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const user = await insertUser(app.platform.db, { nickname: 'bench' });
  const token = await createSession(app.platform.db, user.id, { ttlDays: 1 });
  send({ port: portOf(app), token });
  return { app, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

async function startBare(answers: Record<string, unknown>): Promise<FastifyInstance> {
  const app = Fastify();
  for (const [url, answer] of Object.entries(answers)) app.get(url, async () => answer);
  count(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  send({ port: portOf(app) });
  return app;
}

let served = 0;
/** Counts requests as Node's server sees them, before any of Fastify's work. */
function count(app: FastifyInstance) {
  app.server.on('request', () => served++);
}

function usage(): FromServer {
  const cpu = process.cpuUsage();
  return { usage: { cpuMicros: cpu.user + cpu.system, served } };
}

function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

const kind = process.argv[2] as ServerKind;
let running: Promise<{ app: FastifyInstance; cleanup?: () => void }> | null = kind === 'full' ? startFull() : null;

async function stop() {
  const started = await running;
  await started?.app.close();
  started?.cleanup?.();
  process.exit(0); // a clean exit, so that --cpu-prof writes its profile
}

process.on('message', (message: ToServer) => {
  if ('stop' in message) void stop();
  else if ('usage' in message) send(usage());
  else if (kind === 'bare' && !running) running = startBare(message.answers).then((app) => ({ app }));
});
process.on('disconnect', () => void stop());
