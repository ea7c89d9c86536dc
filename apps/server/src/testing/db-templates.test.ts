import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { insertUser } from '../platform/auth/users.ts';
import { openDatabase, type Database } from '../platform/db/client.ts';
import { migrate, rows } from '../platform/db/migrate.ts';
import { users } from '../platform/db/tables/users.ts';
import { createTestStore, type TestStore } from './database.ts';

/**
 * Test databases start as copies of one migrated template (db-templates.ts): each is complete
 * and its own — what one test file writes, no other sees.
 */
const opened: { store: TestStore; database: Database }[] = [];
afterAll(async () => {
  for (const { store, database } of opened) {
    await database.close();
    await store.drop();
  }
});

async function fresh(): Promise<Database> {
  const store = await createTestStore();
  const database = await openDatabase(
    store.databaseUrl ? { url: store.databaseUrl } : { dataDir: `${store.dataDir}/db` },
  );
  opened.push({ store, database });
  return database;
}

it('gives each store a migrated database of its own', async () => {
  const [one, two] = [await fresh(), await fresh()];
  const migrations = fs
    .readdirSync(path.resolve(import.meta.dirname, '../../drizzle'))
    .filter((f) => f.endsWith('.sql'));
  for (const database of [one, two]) {
    const applied = await database.db.execute('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(rows<{ n: number }>(applied)[0]?.n).toBe(migrations.length);
  }
  await insertUser(one.db, { nickname: 'Only in one' });
  expect(await one.db.select().from(users)).toHaveLength(1);
  expect(await two.db.select().from(users)).toHaveLength(0);
  // The app's migrate at start finds everything applied.
  await migrate(two);
  expect(await two.db.select().from(users)).toHaveLength(0);
});
