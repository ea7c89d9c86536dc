import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { Database } from './client.ts';

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');
const MIGRATION_LOCK = 7_031_001;

export type MigrationResult = { vectorSearch: boolean };

/**
 * Applies drizzle-kit's SQL migrations. Extensions come first and only where the server has
 * them: a PostgreSQL without pgvector still runs, with retrieval falling back to lexical
 * search (reported by /api/health).
 */
export async function migrate(database: Database): Promise<MigrationResult> {
  return database.withLock(MIGRATION_LOCK, async (db) => {
    const available = await db.execute<{ name: string }>(
      sql`select name from pg_available_extensions where name in ('vector', 'pg_trgm')`,
    );
    const names = new Set(rows<{ name: string }>(available).map((row) => row.name));
    for (const name of ['pg_trgm', 'vector'] as const) {
      if (names.has(name)) await db.execute(sql.raw(`create extension if not exists ${name}`));
    }
    if (database.kind === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePostgres(db as unknown as PostgresJsDatabase, { migrationsFolder });
    }
    return { vectorSearch: names.has('vector') };
  });
}

/** The two drivers shape raw results differently: PGlite has `.rows`, postgres-js is the array. */
export function rows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
