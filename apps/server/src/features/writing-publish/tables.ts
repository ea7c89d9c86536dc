import { pgTable, text } from 'drizzle-orm/pg-core';
import { publicationColumns } from '../../platform/db/tables/publication-columns.ts';

/**
 * The public copy of a writing document (`/p/{slug}`): what it said when it was last published,
 * rendered and sanitized then, so later edits stay private until the owner publishes again. One
 * per document; the row outlives an unpublish (`withdrawnAt` set) so the slug stays the same
 * when the document is published again. The document itself is the writing feature's: a page
 * shows only while it stands outside the trash (asked through writing's service).
 */
export const writingPublications = pgTable('writing_publications', {
  documentId: text('document_id').primaryKey(),
  ...publicationColumns(),
});
export type WritingPublicationRow = typeof writingPublications.$inferSelect;
