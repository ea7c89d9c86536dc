import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { createSession } from '../../apps/server/src/platform/auth/sessions.ts';
import { insertUser } from '../../apps/server/src/platform/auth/users.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { serveCommands } from './chat-stream-child.ts';
import { collectGarbage, weighWhileOpen } from './stream-memory.ts';

/**
 * One server instance of the two-instances bench, in a process of its own, so its heap and rss
 * are its own to weigh. Driven over IPC: start it on the shared PostgreSQL + Redis, make the
 * bench's user, and weigh it while the streams are open.
 */
let app: FastifyInstance | null = null;
let dataDir = '';
let weighing: ReturnType<typeof weighWhileOpen> | null = null;

serveCommands({
  start: async (args) => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-instance-'));
    const env = { OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: String(args.upstreamUrl), AI_MAX_RETRIES: '0' };
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: String(args.databaseUrl),
      REDIS_URL: String(args.redisUrl),
      REDIS_PREFIX: String(args.redisPrefix),
      LOG_LEVEL: 'warn',
      FREE_DAILY_LIMIT: '1000000',
      ...env,
    });
    // No workers: the streams are what is measured, as in the chat-stream bench.
    app = await buildApp(config, { env, workers: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  },
  /** A user and a bearer token for the readers; every instance accepts it (one database). */
  token: async () => {
    const user = await insertUser(app!.platform.db, { nickname: 'bench' });
    return createSession(app!.platform.db, user.id, { ttlDays: 1 });
  },
  /** Starts weighing: the heap now, before any stream opens, is what each stream adds to. */
  watch: async () => {
    collectGarbage();
    weighing = weighWhileOpen(app!.platform, process.memoryUsage());
    return null;
  },
  allOpen: async () => {
    weighing?.allOpen();
    return null;
  },
  /** The weighing at the most streams open on this instance. */
  weighed: async () => {
    const result = weighing?.stop() ?? null;
    weighing = null;
    return result;
  },
  close: async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    return null;
  },
});
