/**
 * One measured run of the `translate` bench, in its own process so its peak RSS is its own:
 *   translate-child.ts build <pages> <file>   writes the generated paper (pdf-lib holds it all while building)
 *   translate-child.ts parse <file>           the baseline: open the PDF and read every page
 *   translate-child.ts pipeline <file>        the job's per-page work with an instant translator
 * Prints one JSON line (RunFigures).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { translatePage } from '../../apps/server/src/features/translate/translate-page.ts';
import {
  analyzePage,
  createPdfWriter,
  findRepeats,
  openPdf,
} from '../../apps/server/src/platform/pdf-translate/index.ts';
import { buildTestPaper } from '../../apps/server/src/platform/pdf-translate/test-kit.ts';
import { peakRssMB } from '../../apps/server/src/testing/peak-rss.ts';
import { instantTranslator } from './translate-model.ts';

export type RunFigures = { pages: number; ms: number; peakRssMB: number; rssAfter10MB: number; rssAfterAllMB: number };

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function parse(bytes: Uint8Array) {
  const source = await openPdf(bytes);
  let rssAfter10 = 0;
  try {
    for (let page = 1; page <= source.pageCount; page++) {
      source.readPage(page);
      if (page === 10) rssAfter10 = process.memoryUsage().rss;
    }
    return { pages: source.pageCount, rssAfter10 };
  } finally {
    source.close();
  }
}

/** As translate-job.ts does for a task with no stored pages: analyse, translate in batches, write; then save. */
async function pipeline(bytes: Uint8Array) {
  const source = await openPdf(bytes);
  const writer = await createPdfWriter(bytes);
  let rssAfter10 = 0;
  try {
    const repeats = findRepeats(source);
    const signal = new AbortController().signal;
    let glossary: Record<string, string> = {};
    let previous: string | undefined;
    for (let page = 1; page <= source.pageCount; page++) {
      const paragraphs = analyzePage(source.readPage(page), repeats);
      const work = { model: instantTranslator, from: 'en', to: 'zh_CN', glossary, previous, signal } as const;
      const result = await translatePage(paragraphs, { ...work, limiter: async () => {} });
      if (!result.ok) throw new Error(`page ${page} was not translated: ${result.reason}`);
      glossary = result.glossary;
      previous = result.last ?? previous;
      await writer.writePage(page, paragraphs, new Map(Object.entries(result.translations)));
      if (page === 10) rssAfter10 = process.memoryUsage().rss;
    }
    // A task asking for both outputs: mono and one dual layout.
    writer.save('mono');
    writer.save('dual-alternate');
    return { pages: source.pageCount, rssAfter10 };
  } finally {
    writer.close();
    source.close();
  }
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'build') {
  writeFileSync(args[1]!, (await buildTestPaper(Number(args[0]))).bytes);
} else if (mode === 'parse' || mode === 'pipeline') {
  const bytes = new Uint8Array(readFileSync(args[0]!));
  const started = performance.now();
  const { pages, rssAfter10 } = await (mode === 'parse' ? parse(bytes) : pipeline(bytes));
  const figures: RunFigures = {
    pages,
    ms: performance.now() - started,
    peakRssMB: peakRssMB(),
    rssAfter10MB: mb(rssAfter10),
    rssAfterAllMB: mb(process.memoryUsage().rss),
  };
  console.log(JSON.stringify(figures));
} else {
  throw new Error(`unknown mode ${mode}`);
}
