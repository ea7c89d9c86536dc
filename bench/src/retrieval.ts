import { performance } from 'node:perf_hooks';
import type { Container } from '@inkstone/contract/knowledge';
import { searchTerms } from '../../apps/server/src/features/knowledge/segment.ts';
import type { Database } from '../../apps/server/src/platform/db/client.ts';
import { intlTerms } from './retrieval-baseline-terms.ts';
import { LANGS, loadEvalSet, problemsOf, type EvalSet, type Lang } from './retrieval-data.ts';
import { buildCorpus, timeQuestions } from './retrieval-latency.ts';
import { MRR_DEPTH, RECALL_AT, figures, measureQuality, pooled, score, type Quality } from './retrieval-quality.ts';
import { learnPassage, openBenchDatabase, type BenchVectors, type Scope, type Terms } from './retrieval-store.ts';
import { benchEmbedder, measureVectorQuality, vectorsIn } from './retrieval-vectors.ts';

const SEGMENTERS: Array<{ name: string; terms: Terms }> = [
  { name: 'jieba search mode (the engine)', terms: searchTerms },
  { name: 'Intl.Segmenter word mode (baseline)', terms: intlTerms },
];
// BENCH_RETRIEVAL_CHUNKS=<n> for a quicker latency run; the figure that counts is at 100k.
const LATENCY_CHUNKS = Number(process.env.BENCH_RETRIEVAL_CHUNKS ?? 100_000);
const LATENCY_SOURCES = 100;
const LATENCY_ASKS = 200;
// BENCH_RETRIEVAL_BASELINE_AT_SCALE=1 also asks the questions of the baseline among the filler.
const BASELINE_AT_SCALE = process.env.BENCH_RETRIEVAL_BASELINE_AT_SCALE === '1';

type ByLang = Record<Lang, Quality>;
const overall = (byLang: ByLang) => pooled(LANGS.map((lang) => byLang[lang]));
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(3)}`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function printQuality(name: string, byLang: ByLang) {
  console.log(`  ${name}`);
  for (const lang of LANGS) console.log(`    ${lang}:      ${figures(byLang[lang])}`);
  console.log(`    overall: ${figures(overall(byLang))}`);
}

/** Vector similarity alone and the engine's hybrid search, each language and overall. */
async function printVectorQuality(database: Database, vectors: BenchVectors, scope: Scope, set: EvalSet) {
  const vector = {} as ByLang;
  const hybrid = {} as ByLang;
  for (const lang of LANGS) {
    const measured = await measureVectorQuality(database, vectors, scope, set[lang].questions);
    vector[lang] = measured.vector;
    hybrid[lang] = measured.hybrid;
  }
  printQuality(`vector alone (${vectors.embedder.id})`, vector);
  printQuality(`hybrid: jieba words and vectors, fused by reciprocal rank (${vectors.embedder.id})`, hybrid);
}

/** Each segmenter in its own container of one fresh database, every question asked of each. */
async function qualityBySegmenter(set: EvalSet): Promise<ByLang[]> {
  const { database, userId } = await openBenchDatabase();
  const found = await benchEmbedder();
  const vectors = 'embedder' in found ? await vectorsIn(database, found.embedder) : null;
  try {
    const results: ByLang[] = [];
    for (const [index, segmenter] of SEGMENTERS.entries()) {
      const scope = { userId, container: { kind: 'bot', id: `segmenter-${index}` } satisfies Container };
      // The engine's container gets passage vectors too, when an embedder is configured.
      const withVectors = index === 0 ? (vectors ?? undefined) : undefined;
      for (const lang of LANGS) {
        for (const passage of set[lang].passages) {
          await learnPassage(database, scope, passage.id, passage.text, segmenter.terms, withVectors);
        }
      }
      const byLang = {} as ByLang;
      for (const lang of LANGS) {
        byLang[lang] = await measureQuality(database, scope, set[lang].questions, segmenter.terms);
      }
      printQuality(segmenter.name, byLang);
      results.push(byLang);
      if (withVectors) await printVectorQuality(database, withVectors, scope, set);
    }
    if (!vectors && 'missing' in found) {
      // Said, not guessed.
      console.log(`  vector: not measured: ${found.missing}`);
      console.log(`  hybrid: not measured: ${found.missing}`);
    }
    return results;
  } finally {
    await database.close();
  }
}

/** The passages among 100k filler chunks in one container: build time, query latency, recall there. */
async function latencyAtScale(set: EvalSet, passages: number) {
  const { database, userId } = await openBenchDatabase();
  try {
    const scope = { userId, container: { kind: 'bot', id: 'latency' } satisfies Container };
    const started = performance.now();
    const build = await buildCorpus(database, scope, set, LATENCY_CHUNKS, LATENCY_SOURCES);
    console.log(
      `\n  latency corpus: ${build.chunks} filler chunks in ${build.sources} sources + ${passages} passages, ` +
        `one container, built in ${((performance.now() - started) / 1000).toFixed(0)} s ` +
        `(generating and segmenting ${build.textSeconds.toFixed(0)} s, storing ${build.storeSeconds.toFixed(0)} s)`,
    );
    const questions = LANGS.flatMap((lang) => set[lang].questions);
    const { latency, rankings } = await timeQuestions(database, scope, questions, LATENCY_ASKS);
    console.log(
      `  searchLexical top ${MRR_DEPTH}, jieba, ${latency.asked} asks: p50 ${ms(latency.p50)}, ` +
        `p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}`,
    );
    const byLang = {} as ByLang;
    let offset = 0;
    for (const lang of LANGS) {
      const own = set[lang].questions;
      byLang[lang] = score(own, rankings.slice(offset, offset + own.length));
      offset += own.length;
    }
    printQuality(`the same questions among the filler (jieba)`, byLang);
    if (BASELINE_AT_SCALE) await baselineAtScale(database, userId, set);
  } finally {
    await database.close();
  }
}

/**
 * Opt-in (it doubles the build): the same corpus segmented by the baseline in a container of
 * its own, built after the timing so the timed index holds one corpus only; quality only.
 */
async function baselineAtScale(database: Database, userId: number, set: EvalSet) {
  const baseline = SEGMENTERS[1]!;
  const scope = { userId, container: { kind: 'bot', id: 'latency-baseline' } satisfies Container };
  await buildCorpus(database, scope, set, LATENCY_CHUNKS, LATENCY_SOURCES, baseline.terms);
  const byLang = {} as ByLang;
  for (const lang of LANGS) {
    byLang[lang] = await measureQuality(database, scope, set[lang].questions, baseline.terms);
  }
  printQuality(`the same questions among the same filler (${baseline.name})`, byLang);
}

/**
 * Lexical retrieval quality on the bilingual evaluation set with the engine's segmentation and
 * with the platform's; then query latency with 100k chunks in one container. Figures are
 * printed, never judged: recall depends on the set, latency on the machine.
 */
export async function run(): Promise<boolean> {
  const set = loadEvalSet();
  const problems = problemsOf(set);
  if (problems.length) {
    console.error(`\nretrieval: the evaluation set is broken:\n  ${problems.join('\n  ')}`);
    return false;
  }
  const passages = LANGS.reduce((sum, lang) => sum + set[lang].passages.length, 0);
  const questions = LANGS.reduce((sum, lang) => sum + set[lang].questions.length, 0);
  console.log(
    `\nretrieval: ${passages} passages, ${questions} questions (bench/data/retrieval), lexical, ` +
      `recall@${RECALL_AT} and MRR over the top ${MRR_DEPTH}`,
  );
  const [engine, baseline] = (await qualityBySegmenter(set)) as [ByLang, ByLang];
  for (const lang of [...LANGS, 'overall'] as const) {
    const pick = (byLang: ByLang) => (lang === 'overall' ? overall(byLang) : byLang[lang]);
    console.log(
      `  jieba − baseline, ${lang}: recall@${RECALL_AT} ${signed(pick(engine).recall - pick(baseline).recall)}, ` +
        `MRR ${signed(pick(engine).mrr - pick(baseline).mrr)}`,
    );
  }
  await latencyAtScale(set, passages);
  return true;
}
