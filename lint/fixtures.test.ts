import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { maxLine } from './style-rules.js';

/**
 * Each fixture breaks (or keeps) one rule of eslint.config.js. Its header says where it
 * pretends to live (`lint-as:`, so the path-based directions apply as they would there) and
 * which rule must fire (`expect:`, or `nothing` for an allowed import). Fixtures without
 * `lint-as:` are linted where they are (the two halves of a cycle must really import each other).
 */
const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(import.meta.dirname, 'fixtures');

/** Rules configured but switched off for now; a fixture still shows they fire once switched on. */
const prepared = { 'max-len': ['error', maxLine] };

const eslint = new ESLint({ cwd: root, ignore: false, overrideConfig: { rules: prepared } });

const files = fs.readdirSync(fixtures, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));

function header(text: string, key: string): string | undefined {
  return new RegExp(`^// ${key}: (\\S+)`, 'm').exec(text)?.[1];
}

describe('lint rules fire on their fixtures', () => {
  it.each(files)('%s', async (file) => {
    const real = path.join(fixtures, file);
    const text = fs.readFileSync(real, 'utf8');
    const expected = header(text, 'expect');
    const lintAs = header(text, 'lint-as');
    expect(expected, 'every fixture names the rule it expects').toBeDefined();
    const [result] = await eslint.lintText(text, { filePath: lintAs ? path.join(root, lintAs) : real });
    const fired = result!.messages.map((message) => message.ruleId ?? message.message);
    if (expected === 'nothing') expect(fired).toEqual([]);
    else expect(fired).toContain(expected);
  });
});
