import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { RunFigures } from './translate-child.ts';

/** A generated two-column paper (the engine's test kit: prose, a header, formulas, code, numbers). */
const PAGES = Number(process.env.BENCH_TRANSLATE_PAGES ?? 500);
const CHILD = fileURLToPath(new URL('./translate-child.ts', import.meta.url));

/** Runs translate-child.ts in a fresh process (with this one's tsx loader); its output. */
async function child(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [...process.execArgv, CHILD, ...args], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** A measured run's figures: the JSON line it ends with. */
const measured = async (mode: 'parse' | 'pipeline', file: string) =>
  JSON.parse((await child(mode, file)).trim().split('\n').at(-1) ?? '') as RunFigures;

const ratio = (ours: number, base: number) => `${(ours / base).toFixed(1)}×`;

/**
 * PDF translation of a 500-page paper, as the translate job does it page by page (features/translate
 * translatePage: batches, prompts, the answer parsed, the glossary carried; the engine analysing
 * and writing every page, then the outputs saved) with an instant translator, against merely
 * parsing the same PDF (open and read every page). Each runs in its own process, so each peak
 * RSS is its own; the file is built in a third so pdf-lib's copy counts in neither.
 */
export async function run(): Promise<boolean> {
  const dir = mkdtempSync(path.join(tmpdir(), 'inkstone-bench-translate-'));
  try {
    const file = path.join(dir, 'paper.pdf');
    await child('build', String(PAGES), file);
    const parse = await measured('parse', file);
    const pipeline = await measured('pipeline', file);
    const perPage = (figures: RunFigures) => figures.ms / figures.pages;
    console.log(
      `\ntranslate: a ${pipeline.pages}-page generated paper (${Math.round(statSync(file).size / 1024)} kB), ` +
        `the job's page work (translatePage in batches + engine) with an instant fake translator, mono + dual saved`,
    );
    console.log(
      `  time: ${perPage(pipeline).toFixed(1)} ms a page (${(pipeline.ms / 1000).toFixed(1)} s in all); ` +
        `baseline, parse only (open + read every page): ${perPage(parse).toFixed(2)} ms a page; ` +
        `translate / parse ${ratio(pipeline.ms, parse.ms)}`,
    );
    console.log(
      `  peak RSS: ${pipeline.peakRssMB} MB (after 10 pages ${pipeline.rssAfter10MB} MB, after all ` +
        `${pipeline.rssAfterAllMB} MB); baseline, parse only: ${parse.peakRssMB} MB; ` +
        `translate / parse ${ratio(pipeline.peakRssMB, parse.peakRssMB)}`,
    );
    return pipeline.pages === PAGES && parse.pages === PAGES;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
