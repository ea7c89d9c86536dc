import { sql } from 'drizzle-orm';
import { searchableStates, type Container } from '@inkstone/contract/knowledge';
import type { Db } from '../../platform/db/client.ts';
import { rows } from '../../platform/db/migrate.ts';

/** Whose passages a search reads: one user's container, narrowed to some of its sources if given. */
export type SearchScope = { userId: number; container: Container; sourceIds?: readonly string[] };

/** `and <column> in (…)` when the scope names its sources; an empty list matches nothing. */
export function sourceFilter(column: string, scope: SearchScope) {
  if (!scope.sourceIds) return sql``;
  if (!scope.sourceIds.length) return sql` and false`;
  return sql` and ${sql.raw(column)} in (${sql.join(
    scope.sourceIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

export type LexicalHit = {
  chunkId: number;
  sourceId: string;
  sourceName: string;
  ordinal: number;
  text: string;
  page: number | null;
  startOffset: number;
  endOffset: number;
  score: number;
};

// BM25's usual constants: term-frequency saturation and length normalization.
const K1 = 1.2;
const B = 0.75;
// Exact BM25 is worked out for this many candidates, picked by the sum of their words' IDF.
const CANDIDATES = 200;
// A word in more chunks than this only scores candidates that rarer words found: matching
// every chunk that holds 的 or "the" is what costs. (Relative to the container it was too
// lax: at 100k chunks, "how" and "long" still fetched thousands of candidates each.)
const COMMON_CHUNKS = 2000;
const LONE_HAN = '^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]$';

/**
 * Okapi BM25 computed in SQL over one user's container, rather than `ts_rank_cd`: ts_rank_cd
 * has no inverse document frequency, so in an OR query built from a natural question the
 * function words (的, 是, what, the) weigh as much as the word that matters, and its cover
 * density rewards terms standing close together, which segmented Chinese gives by accident.
 *
 * In two steps, so the cost follows the question's rare words and not the container's size:
 * document frequencies come from knowledge_terms (one index lookup per word); the GIN index
 * finds chunks holding a word that is not common, ranked by the IDF of the words they hold;
 * the best CANDIDATES of those get the exact score, term frequencies read from `unnest(tsv)`.
 * Corpus size and mean length come from counters kept on the source rows.
 *
 * Scope is enforced here, once: only chunks of this user's sources in this container (those
 * named, when the scope names some), in a searchable state, are ever read — the statistics included.
 */
export async function lexicalSearch(db: Db, scope: SearchScope, terms: string[], limit: number): Promise<LexicalHit[]> {
  if (!terms.length) return [];
  const states = sql.join(
    searchableStates.map((state) => sql`${state}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with lex as (
      -- The query's words as the index's own parser reads them, so both sides match exactly.
      select distinct unnest(tsvector_to_array(to_tsvector('simple'::regconfig, ${terms.join(' ')}))) as lexeme
    ), scope as (
      select id, name, chunk_count, term_count from knowledge_sources
      where user_id = ${scope.userId} and container_kind = ${scope.container.kind}
        and container_id = ${scope.container.id} and status in (${states})${sourceFilter('id', scope)}
    ), stats as (
      select greatest(sum(chunk_count), 1)::float8 as n,
             greatest(sum(term_count)::float8 / greatest(sum(chunk_count), 1), 1) as avgdl
      from scope
    ), df as (
      select t.lexeme, sum(t.chunks)::float8 as df
      from knowledge_terms t
      where t.lexeme in (select lexeme from lex) and t.source_id in (select id from scope)
      group by t.lexeme
    ), weights as (
      select df.lexeme, ln(1 + (stats.n - df.df + 0.5) / (df.df + 0.5)) as idf,
             to_tsquery('simple'::regconfig, quote_literal(df.lexeme)) as q,
             -- A lone Han character (segment.ts adds each) only scores: as a finder it matches too much.
             df.df > ${COMMON_CHUNKS}::float8 or df.lexeme ~ ${LONE_HAN} as common
      from df cross join stats
    ), query as (
      -- A question of common words only is looked up by its rarest one.
      select to_tsquery('simple'::regconfig, coalesce(
        string_agg(quote_literal(lexeme), ' | ') filter (where not common),
        string_agg(quote_literal(lexeme), ' | ') filter (where idf = (select max(idf) from weights)))) as tsq
      from weights
    ), candidates as (
      select c.id, c.term_count, c.tsv
      from knowledge_chunks c cross join query
      where c.source_id in (select id from scope) and c.tsv @@ query.tsq
      order by (select sum(w.idf) from weights w where c.tsv @@ w.q) desc, c.id
      limit ${CANDIDATES}::int
    ), tf as (
      select cand.id, cand.term_count, w.idf, coalesce(array_length(u.positions, 1), 1)::float8 as tf
      from candidates cand cross join lateral unnest(cand.tsv) u
      join weights w on w.lexeme = u.lexeme
    ), scored as (
      select tf.id,
             sum(tf.idf * tf.tf * ${K1 + 1}::float8
                 / (tf.tf + ${K1}::float8 * (1 - ${B}::float8 + ${B}::float8 * tf.term_count / stats.avgdl))) as score
      from tf cross join stats
      group by tf.id
    )
    select c.id as "chunkId", c.source_id as "sourceId", s.name as "sourceName", c.ordinal, c.text, c.page,
           c.start_offset as "startOffset", c.end_offset as "endOffset", scored.score
    from scored
    join knowledge_chunks c on c.id = scored.id
    join scope s on s.id = c.source_id
    order by scored.score desc, c.id
    limit ${limit}::int
  `);
  return rows<LexicalHit>(result).map((hit) => ({ ...hit, chunkId: Number(hit.chunkId), score: Number(hit.score) }));
}
