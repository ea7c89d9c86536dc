import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { DualLayout, TranslateLanguage, TranslateOutputKind, TranslateStatus } from '@inkstone/contract/translate';
import { timestamps } from '../../platform/db/tables/columns.ts';
import { files } from '../../platform/db/tables/files.ts';
import { users } from '../../platform/db/tables/users.ts';

/**
 * A finished page as stored: the translations by paragraph id (the engine gives the same ids for
 * the same file), or `failed` when it could not be translated after retries, or `offline` when no
 * model was configured. A resumed job writes these pages again from here instead of asking again.
 */
export type StoredPage = { translations: Record<string, string>; failed?: boolean; offline?: boolean };

/**
 * A PDF translation (issue [translate] #17). The source and the outputs are `files` rows
 * (purpose `translate`), served through the files policy at signed addresses and removed with
 * the task. `pages` holds each finished page's translations, keyed by page number, so a restart
 * resumes after the last finished page; `glossary` the terms agreed so far. `charged_pages` were
 * taken from the owner's daily allowance (`charged_day`) on acceptance; what was not delivered is
 * given back once, when the task is settled (`settled`).
 */
export const translateTasks = pgTable(
  'translate_tasks',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    sourceFileId: text('source_file_id').references(() => files.id, { onDelete: 'set null' }),
    monoFileId: text('mono_file_id').references(() => files.id, { onDelete: 'set null' }),
    dualFileId: text('dual_file_id').references(() => files.id, { onDelete: 'set null' }),
    pageCount: integer('page_count').notNull(),
    startPage: integer('start_page').notNull(),
    endPage: integer('end_page').notNull(),
    sourceLang: text('source_lang').$type<TranslateLanguage>().notNull(),
    targetLang: text('target_lang').$type<TranslateLanguage>().notNull(),
    outputKind: text('output_kind').$type<TranslateOutputKind>().notNull(),
    dualLayout: text('dual_layout').$type<DualLayout>().notNull(),
    status: text('status').$type<TranslateStatus>().notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    failedPages: jsonb('failed_pages').$type<number[]>().notNull().default([]),
    errorKey: text('error_key'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    /** The chat model asked (the owner's default when the task was made); null: no provider, demo mode. */
    model: text('model'),
    offline: boolean('offline').notNull().default(false),
    pages: jsonb('pages').$type<Record<string, StoredPage>>().notNull().default({}),
    glossary: jsonb('glossary').$type<Record<string, string>>().notNull().default({}),
    chargedPages: integer('charged_pages').notNull(),
    chargedDay: text('charged_day').notNull(),
    settled: boolean('settled').notNull().default(false),
    ...timestamps,
  },
  (table) => [index('translate_tasks_user_idx').on(table.userId, table.createdAt)],
);
export type TranslateTaskRow = typeof translateTasks.$inferSelect;

/** Pages a user has started translating on a day (in the zone whose midnight resets allowances). */
export const translateUsage = pgTable(
  'translate_usage',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    pages: integer('pages').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
