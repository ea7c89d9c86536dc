import { bigint, bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/tables/columns.ts';
import { users } from '../../platform/db/tables/users.ts';

/**
 * A document's publications to an Official Account (issue [writing] item 6), newest last: the
 * server follows them instead of the browser holding WeChat's publish_id, so a reload picks up
 * where it stood. `status` moves submitting → publishing → published | failed; the last two are
 * final and answered from here without asking WeChat again.
 */
export const writingWechatPublications = pgTable(
  'writing_wechat_publications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * The writing document. Its foreign key (ON DELETE CASCADE, so a purged document takes its
     * publications with it) is written by hand in the migration: a feature names only another
     * feature's service, never its tables.
     */
    documentId: text('document_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: text('app_id').notNull(),
    /** WeChat's publish_id, once freepublish/submit has answered. */
    publishId: text('publish_id'),
    status: text('status', { enum: ['submitting', 'publishing', 'published', 'failed'] }).notNull(),
    /** freepublish/get's own state (contract WechatPublishStatus), once asked. */
    wechatStatus: text('wechat_status'),
    /** Why it failed, as a message key and its values, worded in the reader's language when shown. */
    failKey: text('fail_key'),
    failParams: jsonb('fail_params').$type<Record<string, string | number>>(),
    articleUrl: text('article_url'),
    ...timestamps,
  },
  (table) => [
    index('writing_wechat_publications_document_idx').on(table.documentId, table.id),
    index('writing_wechat_publications_publish_idx').on(table.documentId, table.publishId),
  ],
);
export type WritingWechatPublicationRow = typeof writingWechatPublications.$inferSelect;
