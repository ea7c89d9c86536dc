import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type postgres from 'postgres';
import { openDatabase } from '../platform/db/client.ts';
import { migrate } from '../platform/db/migrate.ts';

/**
 * Migrated databases that each test file's database starts as a copy of. A new PGlite folder
 * costs its initdb (about 4 s of CPU here, most of an API test file's start) and the migrations
 * (1 s); a copy of a migrated one opens in half a second, and the app's own migrate at start
 * finds nothing to do. On PostgreSQL the copy is `create database … template`. A template is
 * named after the migrations and the PGlite version, so a changed schema makes a new one, and is
 * built once per machine by whichever test file needs it first.
 */
const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');
const PREFIX = 'inkstone-pglite-template-';

function schemaHash(): string {
  const hash = createHash('sha256');
  for (const name of ['@electric-sql/pglite', '@electric-sql/pglite-pgvector']) hash.update(versionOf(name));
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** An installed package's version, from the package.json above its entry (their exports hide it). */
function versionOf(name: string): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name: found, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (found === name) return String(version);
    }
    dir = path.dirname(dir);
  }
  return 'unknown';
}

let ready: Promise<string> | null = null;

/** The PGlite template's folder, built first if this machine has none for the current schema. */
export function pgliteTemplate(): Promise<string> {
  ready ??= build();
  return ready;
}

async function build(): Promise<string> {
  const final = path.join(os.tmpdir(), PREFIX + schemaHash());
  if (fs.existsSync(final)) return final;
  // Built aside and renamed into place, so another worker never copies a half-made one.
  const aside = `${final}.${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ dataDir: aside });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  try {
    fs.renameSync(aside, final);
  } catch {
    // Another worker's template got there first: theirs is the same.
    fs.rmSync(aside, { recursive: true, force: true });
  }
  removeStale(path.basename(final));
  return final;
}

/**
 * Templates of earlier schemas (42 MB each) go once a newer one is made; only those an hour old,
 * since another checkout's suite may be copying its own right now.
 */
function removeStale(current: string): void {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of fs.readdirSync(os.tmpdir())) {
    const full = path.join(os.tmpdir(), name);
    if (name.startsWith(PREFIX) && name !== current && fs.statSync(full).mtimeMs < hourAgo)
      fs.rmSync(full, { recursive: true, force: true });
  }
}

/** Puts a copy of the template where the app opens its PGlite database (`<dataDir>/db`). */
export async function seedPglite(dataDir: string): Promise<void> {
  fs.cpSync(await pgliteTemplate(), path.join(dataDir, 'db'), { recursive: true });
}

/**
 * The PostgreSQL template database's name, migrated first (through `admin`, the caller's
 * connection to the server) if the server has none for the current schema. Test files take
 * turns through an advisory lock held until `admin` ends, so one builds it and the others wait.
 */
export async function postgresTemplate(admin: postgres.Sql, adminUrl: string): Promise<string> {
  const name = `inkstone_template_${schemaHash()}`;
  await admin`select pg_advisory_lock(${TEMPLATE_LOCK})`;
  const [found] = await admin`select 1 from pg_database where datname = ${name}`;
  if (found) return name;
  const aside = `${name}_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`create database ${aside}`);
  const url = new URL(adminUrl);
  url.pathname = `/${aside}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  await admin.unsafe(`alter database ${aside} rename to ${name}`);
  return name;
}
const TEMPLATE_LOCK = 7_031_099;
