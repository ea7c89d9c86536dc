import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { ManualClock } from '../platform/clock.ts';
import { createSession } from '../platform/auth/sessions.ts';
import { loadConfig } from '../platform/config.ts';
import { insertUser, type NewUser } from '../platform/auth/users.ts';
import type { UserRow } from '../platform/db/tables/users.ts';
import { createTestStore, type TestStore } from './database.ts';

export type TestUser = UserRow & { token: string };
export type TestApp = {
  app: FastifyInstance;
  url: string;
  /** The app's clock: move it to test expiry and the daily reset. */
  clock: ManualClock;
  store: TestStore;
  createUser(overrides?: Partial<NewUser>): Promise<TestUser>;
  close(): Promise<void>;
};

/**
 * Starts the real server on a port of its own, on a throwaway database (PGlite, or
 * PostgreSQL when TEST_DATABASE_URL is set) and Redis when TEST_REDIS_URL is set.
 * Pass `store` to start a second instance, or a restarted one, on the same data.
 */
export async function startTestApp(
  options: { store?: TestStore; env?: Record<string, string>; workers?: boolean } = {},
): Promise<TestApp> {
  const ownStore = !options.store;
  const store = options.store ?? (await createTestStore());
  const webDist = path.join(store.dataDir, 'web');
  fs.mkdirSync(webDist, { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Inkstone test shell</title>');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.databaseUrl,
    REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    WEB_DIST: webDist,
    REDIS_PREFIX: store.redisPrefix,
    DEV_OUTBOX: '1',
    CODE_SENDS_PER_IP_PER_HOUR: '100000',
    LOGIN_TRIES_PER_IP: '100000',
    JOB_POLL_MS: '50',
    ...options.env,
  });
  const clock = new ManualClock();
  const app = await buildApp(config, { env: options.env ?? {}, workers: options.workers, clock });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    clock,
    store,
    createUser: async (overrides = {}) => {
      const user = await insertUser(app.platform.db, { nickname: 'Tester', ...overrides });
      const token = await createSession(app.platform.db, user.id, { ttlDays: 30 });
      return { ...user, token };
    },
    close: async () => {
      await app.close();
      if (ownStore) await store.drop();
    },
  };
}

/** A bearer header for a test user. */
export const auth = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });
