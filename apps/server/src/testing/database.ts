import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { postgresTemplate, seedPglite } from './db-templates.ts';

/**
 * A throwaway database for one test file: a fresh PostgreSQL database when the suite runs
 * against PostgreSQL (TEST_DATABASE_URL), otherwise a PGlite folder, both already migrated (a copy of
 * db-templates.ts's); plus a data folder.
 */
export type TestStore = { databaseUrl: string; dataDir: string; redisPrefix: string; drop(): Promise<void> };

export async function createTestStore(): Promise<TestStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-test-'));
  // Test runs share one Redis: each store gets its own key and channel namespace.
  const redisPrefix = `inkstone-test-${randomBytes(6).toString('hex')}:`;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    await seedPglite(dataDir);
    return {
      databaseUrl: '',
      dataDir,
      redisPrefix,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `inkstone_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${await postgresTemplate(admin, adminUrl)}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    redisPrefix,
    drop: async () => {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
