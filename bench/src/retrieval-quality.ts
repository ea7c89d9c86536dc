import type { Database } from '../../apps/server/src/platform/db/client.ts';
import { searchLexical } from '../../apps/server/src/features/knowledge/search.ts';
import type { LexicalHit } from '../../apps/server/src/features/knowledge/search-store.ts';
import type { Question } from './retrieval-data.ts';
import type { Scope, Terms } from './retrieval-store.ts';

export const RECALL_AT = 5;
export const MRR_DEPTH = 10;

export type Quality = { recall: number; mrr: number; questions: number };

/** The passages hit, best first: sources are named after passages, and a passage counts once. */
export const passagesOf = (hits: LexicalHit[]) => [...new Set(hits.map((hit) => hit.sourceName))];

/**
 * Recall@5 (the share of a question's answer passages among the first five, averaged) and MRR
 * over the first ten (1/rank of the first answer passage, 0 when none is there).
 */
export function score(questions: Question[], rankings: string[][]): Quality {
  let recall = 0;
  let reciprocal = 0;
  questions.forEach((question, index) => {
    const ranked = rankings[index] ?? [];
    const answers = new Set(question.answers);
    recall += ranked.slice(0, RECALL_AT).filter((id) => answers.has(id)).length / answers.size;
    const first = ranked.slice(0, MRR_DEPTH).findIndex((id) => answers.has(id));
    if (first >= 0) reciprocal += 1 / (first + 1);
  });
  const count = Math.max(1, questions.length);
  return { recall: recall / count, mrr: reciprocal / count, questions: questions.length };
}

/** Asks each question through the engine's `searchLexical`, with the container's segmenter. */
export async function measureQuality(
  database: Database,
  scope: Scope,
  questions: Question[],
  terms: Terms,
): Promise<Quality> {
  const rankings: string[][] = [];
  for (const question of questions) {
    rankings.push(passagesOf(await searchLexical(database.db, scope, question.question, MRR_DEPTH, terms)));
  }
  return score(questions, rankings);
}

/** Several groups' figures as one, weighted by their questions. */
export function pooled(parts: Quality[]): Quality {
  const questions = parts.reduce((sum, part) => sum + part.questions, 0);
  const weigh = (key: 'recall' | 'mrr') =>
    parts.reduce((sum, part) => sum + part[key] * part.questions, 0) / Math.max(1, questions);
  return { recall: weigh('recall'), mrr: weigh('mrr'), questions };
}

export const figures = (quality: Quality) =>
  `recall@${RECALL_AT} ${quality.recall.toFixed(3)}, MRR@${MRR_DEPTH} ${quality.mrr.toFixed(3)} ` +
  `(${quality.questions} questions)`;
