import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { writingPublications, type WritingPublicationRow } from './tables.ts';

type Snapshot = Pick<WritingPublicationRow, 'title' | 'html' | 'description' | 'lang' | 'publishedAt'>;

/**
 * Writes the page's snapshot, live again; a document's first publish takes `slug`, later ones
 * keep the slug it already has (one statement, so two publishes at once cannot make two).
 */
export async function savePublication(
  db: Db,
  row: Snapshot & { documentId: string; userId: number; slug: string },
): Promise<WritingPublicationRow> {
  const { documentId: _id, userId: _user, slug: _slug, ...snapshot } = row;
  const [saved] = await db
    .insert(writingPublications)
    .values({ ...row, withdrawnAt: null })
    .onConflictDoUpdate({
      target: writingPublications.documentId,
      set: { ...snapshot, withdrawnAt: null, updatedAt: sql`now()` },
    })
    .returning();
  return saved!;
}

/** Takes the page down; the row (and so the slug) stays for the next publish. */
export async function withdrawPublication(db: Db, documentId: string, at: Date): Promise<void> {
  await db.update(writingPublications).set({ withdrawnAt: at }).where(eq(writingPublications.documentId, documentId));
}

export async function publicationBySlug(db: Db, slug: string): Promise<WritingPublicationRow | null> {
  const [row] = await db.select().from(writingPublications).where(eq(writingPublications.slug, slug)).limit(1);
  return row ?? null;
}
