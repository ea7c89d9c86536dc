import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { SourcePayload } from '@inkstone/contract/knowledge';
import { timestamps } from '../../platform/db/tables/columns.ts';
import { users } from '../../platform/db/tables/users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One piece of a user's knowledge: a bot's or a notebook's source. The container is a kind+id
 * pair rather than a foreign key so bots and notebooks (built later) share this table.
 * `status` is the contract's SourceState; moves between states go through the guarded update
 * in sources-store.ts, never a plain write.
 */
export const knowledgeSources = pgTable(
  'knowledge_sources',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    containerKind: text('container_kind', { enum: ['bot', 'notebook'] }).notNull(),
    containerId: text('container_id').notNull(),
    kind: text('kind', { enum: ['text', 'qa', 'file', 'url', 'image', 'address'] }).notNull(),
    origin: text('origin', { enum: ['web', 'original'] }).notNull(),
    name: text('name').notNull(),
    /** Bytes for a file or image, characters for typed-in kinds. */
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    status: text('status', {
      enum: [
        'pending',
        'queued',
        'learning',
        'retrying',
        'learned',
        'failed',
        'cancelled',
        'toRelearn',
        'relearning',
        'forgotten',
      ],
    })
      .notNull()
      .default('pending'),
    /** A message key with its parameters, as JSON (reason.ts), so each reader gets their own language. */
    failureReason: text('failure_reason'),
    /** 0–100 while learning: pushed over the socket and read by the status call. */
    progress: integer('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    payload: jsonb('payload').$type<SourcePayload>().notNull(),
    /** Kept with the chunks, in the same transaction: BM25's corpus size and mean length come from these. */
    chunkCount: integer('chunk_count').notNull().default(0),
    termCount: bigint('term_count', { mode: 'number' }).notNull().default(0),
    learnedAt: timestamp('learned_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    index('knowledge_sources_container_idx').on(table.userId, table.containerKind, table.containerId, table.status),
  ],
);
export type KnowledgeSourceRow = typeof knowledgeSources.$inferSelect;

/**
 * A passage of a source. `text` is exactly `sourceText.slice(startOffset, endOffset)` so a
 * citation can highlight it; `terms` is the jieba-segmented search text (the section heading
 * included) that the generated `tsv` indexes with the `simple` config: segmentation happens in
 * our code, so Postgres must only split on the spaces we put, never stem.
 */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sourceId: text('source_id')
      .notNull()
      .references(() => knowledgeSources.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    text: text('text').notNull(),
    page: integer('page'),
    startOffset: integer('start_offset').notNull(),
    endOffset: integer('end_offset').notNull(),
    terms: text('terms').notNull(),
    /** The number of terms: BM25's document length. */
    termCount: integer('term_count').notNull(),
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, terms)`),
  },
  (table) => [
    index('knowledge_chunks_source_idx').on(table.sourceId, table.ordinal),
    index('knowledge_chunks_tsv_idx').using('gin', table.tsv),
  ],
);
export type KnowledgeChunkRow = typeof knowledgeChunks.$inferSelect;

/**
 * How many of a source's chunks hold each word: BM25's document frequencies, summed over a
 * container's sources at query time in one index lookup, instead of counting matching chunks
 * (for a word in every chunk that count reads them all). Written with the chunks, in the same
 * transaction, from the stored tsvectors, so the words are exactly the index's.
 */
export const knowledgeTerms = pgTable(
  'knowledge_terms',
  {
    lexeme: text('lexeme').notNull(),
    sourceId: text('source_id')
      .notNull()
      .references(() => knowledgeSources.id, { onDelete: 'cascade' }),
    chunks: integer('chunks').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.lexeme, table.sourceId] }),
    index('knowledge_terms_source_idx').on(table.sourceId),
  ],
);
