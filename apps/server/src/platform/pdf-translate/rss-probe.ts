/**
 * Memory probe, run in its own process so its peak RSS is the engine's alone:
 *   npx tsx apps/server/src/platform/pdf-translate/rss-probe.ts [pages]
 * Builds a two-column paper of `pages` pages, translates every page with a fake translator
 * (a fixed Chinese string) and saves all three outputs. Prints one JSON line: peak RSS, RSS
 * before the first page, after the first 10 pages and after all pages (flat growth = nothing accumulates per page
 * beyond the output itself), ms per page and output sizes.
 */
import { execFileSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzePage, createPdfWriter, findRepeats, openPdf } from './index.js';
import { buildTestPaper } from './test-kit.js';
import { peakRssMB } from '../../testing/peak-rss.js';

const pages = Number(process.argv[2] ?? 100);
const file = process.argv[3];
if (file) {
  // Child mode: only build the paper. pdf-lib holds the whole document while building it,
  // which would otherwise count towards the engine's peak.
  await writeFile(file, (await buildTestPaper(pages)).bytes);
  process.exit(0);
}
const path = join(tmpdir(), `inkstone-rss-probe-${process.pid}.pdf`);
execFileSync(process.execPath, [...process.execArgv, process.argv[1]!, String(pages), path], { stdio: 'inherit' });
const bytes = new Uint8Array(await readFile(path));
await rm(path);
const mb = (n: number) => Math.round(n / 1024 / 1024);
const source = await openPdf(bytes);
const writer = await createPdfWriter(bytes);
const repeats = findRepeats(source);
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
let afterTen = 0;
for (let page = 1; page <= pages; page++) {
  const paragraphs = analyzePage(source.readPage(page), repeats);
  const toTranslate = paragraphs.filter((p) => !p.keep);
  await writer.writePage(page, paragraphs, new Map(toTranslate.map((p) => [p.id, '保持版面的翻译，'.repeat(20)])));
  if (page === 10) afterTen = process.memoryUsage().rss;
}
const msPerPage = (performance.now() - started) / pages;
const afterAll = process.memoryUsage().rss;
const sizes = (['mono', 'dual-alternate', 'dual-side-by-side'] as const).map((kind) =>
  Math.round(writer.save(kind).length / 1024),
);
writer.close();
source.close();
console.log(
  JSON.stringify({
    pages,
    inputKB: Math.round(bytes.length / 1024),
    msPerPage: Math.round(msPerPage),
    rssBeforeMB: mb(rssBefore),
    rssAfter10PagesMB: mb(afterTen),
    rssAfterAllPagesMB: mb(afterAll),
    peakRssMB: peakRssMB(),
    outputsKB: sizes,
  }),
);
