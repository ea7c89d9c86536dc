import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DATABASE_FREE_API_FILES } from './database-free.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const databaseClient = path.resolve(import.meta.dirname, '../platform/db/client.ts');

/** Type-only imports and exports: they load nothing when the file runs. */
const typeOnly = /\b(?:import|export)\s+type\s[^;]*;/g;
const relativeImport = /\bfrom\s+'(\.{1,2}\/[^']+)'|import\('(\.{1,2}\/[^']+)'\)/g;

/** Every file of ours that loads when `file` runs, directly or through others (relative imports only). */
function importsOf(file: string, seen = new Set<string>()): Set<string> {
  const source = fs.readFileSync(file, 'utf8').replace(typeOnly, '');
  for (const [, from, dynamic] of source.matchAll(relativeImport)) {
    const target = path.resolve(path.dirname(file), (from ?? dynamic)!);
    if (seen.has(target) || !fs.existsSync(target)) continue;
    seen.add(target);
    importsOf(target, seen);
  }
  return seen;
}

it('lists only files that exist and never reach the database client', () => {
  for (const file of DATABASE_FREE_API_FILES) {
    const full = path.join(root, file);
    expect(fs.existsSync(full), file).toBe(true);
    expect([...importsOf(full)], file).not.toContain(databaseClient);
  }
});

it('can tell: a file that starts an app reaches the database client', () => {
  expect([...importsOf(path.join(import.meta.dirname, 'project-database.test.ts'))]).toContain(databaseClient);
});
