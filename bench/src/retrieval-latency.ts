import { performance } from 'node:perf_hooks';
import type { Database } from '../../apps/server/src/platform/db/client.ts';
import { chunkText } from '../../apps/server/src/features/knowledge/chunk.ts';
import { indexRowWith, type IndexRow } from '../../apps/server/src/features/knowledge/index-rows.ts';
import { searchLexical } from '../../apps/server/src/features/knowledge/search.ts';
import { LANGS, type EvalSet, type Question } from './retrieval-data.ts';
import { passagesOf } from './retrieval-quality.ts';
import { generate, seededRandom, trainChain } from './retrieval-synthetic.ts';
import { learnPassage, learnRows, type Scope, type Terms } from './retrieval-store.ts';
import { searchTerms } from '../../apps/server/src/features/knowledge/segment.ts';

// Half the filler's content words come from the long tail (see retrieval-synthetic.ts), or the
// evaluation passages' words would each sit in hundreds of the 100k chunks.
export const FILLER_RARE = 0.5;

export type Build = { chunks: number; sources: number; textSeconds: number; storeSeconds: number };
export type Latency = { asked: number; p50: number; p95: number; p99: number; max: number };

/**
 * The latency corpus: the evaluation passages among `chunks` filler chunks, in one container,
 * as `sources` large documents (a big bot's knowledge). Filler is chunked and segmented by the
 * engine (chunkText, indexRow) and stored by learnChunks, a document's rows at once: the
 * engine's own batched insert, so the figure is what learning that much would cost here.
 */
export async function buildCorpus(
  database: Database,
  scope: Scope,
  set: EvalSet,
  chunks: number,
  sources: number,
  terms: Terms = searchTerms,
  rare = FILLER_RARE,
): Promise<Build> {
  const toRow = indexRowWith(terms);
  const random = seededRandom(20_241_124);
  const chains = LANGS.map((lang) => trainChain(lang, set[lang].passages));
  const perSource = Math.ceil(chunks / sources);
  let textSeconds = 0;
  let storeSeconds = 0;
  let made = 0;
  for (let source = 0; made < chunks; source++) {
    const started = performance.now();
    const rows: IndexRow[] = [];
    for (let i = 0; i < perSource && made < chunks; i++, made++) {
      // 40–200 words (or Chinese words, ~1.6 characters each): short notes to long paragraphs.
      const chain = chains[Math.floor(random() * chains.length)]!;
      const text = generate(chain, random, 40 + Math.floor(random() * 160), rare);
      for (const chunk of chunkText({ text })) rows.push({ ...toRow(chunk), ordinal: rows.length });
    }
    const generated = performance.now();
    await learnRows(database, scope, `filler-${source}`, rows);
    textSeconds += (generated - started) / 1000;
    storeSeconds += (performance.now() - generated) / 1000;
  }
  for (const lang of LANGS) {
    for (const passage of set[lang].passages) await learnPassage(database, scope, passage.id, passage.text, terms);
  }
  return { chunks: made, sources, textSeconds, storeSeconds };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/**
 * Wall time of `asks` calls of `searchLexical` (top 10), going round the questions, after a few
 * unmeasured warm-up calls; and each question's passages from its first ask, so the latency
 * run also says how well the questions fare among the filler.
 */
export async function timeQuestions(
  database: Database,
  scope: Scope,
  questions: Question[],
  asks: number,
): Promise<{ latency: Latency; rankings: string[][] }> {
  for (const question of questions.slice(0, 5)) await searchLexical(database.db, scope, question.question, 10);
  const times: number[] = [];
  const rankings: string[][] = [];
  for (let i = 0; i < asks; i++) {
    const question = questions[i % questions.length]!;
    const started = performance.now();
    const hits = await searchLexical(database.db, scope, question.question, 10);
    times.push(performance.now() - started);
    if (i < questions.length) rankings.push(passagesOf(hits));
  }
  times.sort((a, b) => a - b);
  const latency = {
    asked: times.length,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    max: times[times.length - 1]!,
  };
  return { latency, rankings };
}
