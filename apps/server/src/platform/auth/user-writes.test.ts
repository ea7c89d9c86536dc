import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the session cache hears of every write it depends on', () => {
  it('every file that updates or deletes users or sessions tells the cache', () => {
    // A signed-in call reads its user and session from the cache for a few seconds, so a write
    // the cache is not told about would be invisible to this instance for that long.
    const writes = /\.(update|delete)\((users|sessions)\)/;
    const writers = sourceFiles(SOURCE).filter((file) => writes.test(fs.readFileSync(file, 'utf8')));
    expect(writers.length).toBeGreaterThan(0);
    const silent = writers.filter((file) => !/forgetUserSessions|sessionCacheOf/.test(fs.readFileSync(file, 'utf8')));
    expect(silent.map((file) => path.relative(SOURCE, file))).toEqual([]);
  });
});
