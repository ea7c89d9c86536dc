import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/tables/columns.ts';
import { users } from '../../platform/db/tables/users.ts';

/**
 * One drawing task (SPEC.md §3 image history record). `code` is SPEC's status: '01' in
 * progress, '00' done, '02' failed. A change task (UPSCALE, VARIATION, REROLL) points at its
 * `parentId` and quadrant `index`; an upscale marks the parent's `expandN` 'pending' and then
 * writes its own id there. The seed, the provider's kept state and the upstream id let a
 * job that runs again after a restart produce the same result or poll the same upstream task.
 */
export const drawTasks = pgTable(
  'draw_tasks',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    msgId: text('msg_id'),
    productType: text('product_type'),
    action: text('action', { enum: ['CREATE', 'BLEND', 'UPSCALE', 'VARIATION', 'REROLL'] }).notNull(),
    /** As written (image addresses included), shown in history. */
    prompt: text('prompt').notNull().default(''),
    /** The input pictures: uploaded files' ids and urls, in order. */
    inputs: jsonb('inputs').$type<Array<{ fileId: string; url: string }>>().notNull().default([]),
    dimensions: text('dimensions'),
    parentId: text('parent_id'),
    quadrant: integer('quadrant'),
    code: text('code', { enum: ['00', '01', '02'] })
      .notNull()
      .default('01'),
    progress: integer('progress').notNull().default(0),
    provider: text('provider', { enum: ['offline', 'mj-proxy', 'openai'] }).notNull(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    upstreamId: text('upstream_id'),
    providerState: jsonb('provider_state'),
    resultFileId: text('result_file_id'),
    resultUrl: text('result_url'),
    width: integer('width'),
    height: integer('height'),
    /** The image service's own words; null means the catalogue's 'generation failed'. */
    failReason: text('fail_reason'),
    /** What the quota took, given back if the task fails without a picture. */
    charge: jsonb('charge'),
    jobId: text('job_id'),
    language: text('language', { enum: ['zh_CN', 'en'] })
      .notNull()
      .default('en'),
    expand1: text('expand1'),
    expand2: text('expand2'),
    expand3: text('expand3'),
    expand4: text('expand4'),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    index('draw_tasks_user_idx').on(table.userId, table.createdAt),
    index('draw_tasks_running_idx').on(table.code),
  ],
);
export type DrawTaskRow = typeof drawTasks.$inferSelect;
export type NewDrawTask = typeof drawTasks.$inferInsert;
