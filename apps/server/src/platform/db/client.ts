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
  /**
   * Lets the sockets' waiting work go before this database's next queries. PGlite runs each query
   * synchronously in the server's thread, so a chain of them holds everything else until it ends
   * (an upstream request the AI SDK has just made is sent a few event-loop turns later; a token
   * that has arrived is read on a turn of its own). PostgreSQL's queries are I/O themselves: at once.
   */
  letIoRun(): Promise<void>;
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
    // A timer turn: timers, I/O and the check phase each run (it waits ≥ 1 ms).
    letIoRun: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
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
    letIoRun: () => Promise.resolve(),
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
