import { Redis } from 'ioredis';
import postgres from 'postgres';
import { createTestStore, type TestStore } from '../../apps/server/src/testing/database.ts';

export const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why PostgreSQL or Redis cannot be used, in words for the report; null when both answer. */
export async function servicesDown(): Promise<string | null> {
  const sql = postgres(DATABASE_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {}); // the failed ping says it; the client's own retries would only repeat it
  try {
    const problems: string[] = [];
    await sql`select 1`.catch((error: unknown) => problems.push(`PostgreSQL at ${DATABASE_URL}: ${String(error)}`));
    await redis
      .connect()
      .then(() => redis.ping())
      .catch((error: unknown) => problems.push(`Redis at ${REDIS_URL}: ${String(error)}`));
    return problems.length ? problems.join('; ') : null;
  } finally {
    redis.disconnect();
    await sql.end({ timeout: 1 });
  }
}

/** A throwaway database and Redis namespace for the run, made as the tests make theirs. */
export function benchStore(): Promise<TestStore> {
  process.env.TEST_DATABASE_URL = DATABASE_URL; // createTestStore reads the server to use from there
  return createTestStore();
}
