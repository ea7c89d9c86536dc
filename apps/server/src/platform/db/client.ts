import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';

/**
 * Both drivers give this type, so stores never know which database they run on. Stores use
 * the SQL builder only, so no relational schema is attached.
 */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL; used by migrations and checks that Drizzle does not model. */
  exec(sql: string): Promise<void>;
  /** Runs `work` while holding a database-wide advisory lock, so instances take turns. */
  withLock<T>(key: number, work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url);
  return openPglite('dataDir' in target ? target.dataDir : undefined);
}

async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { vector, pg_trgm } });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    // PGlite is one connection in one process: nothing else can race us.
    withLock: (_key, work) => work(db),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const client = postgres(url, { max: 10, onnotice: () => {} });
  await client`select 1`;
  const db = drizzlePostgres(client) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await client.unsafe(sql);
    },
    withLock: async (key, work) => {
      const reserved = await client.reserve();
      try {
        await reserved`select pg_advisory_lock(${key})`;
        // The lock is held by the reserved connection; the work runs on the pool meanwhile.
        return await work(db);
      } finally {
        await reserved`select pg_advisory_unlock(${key})`.catch(() => {});
        reserved.release();
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}
