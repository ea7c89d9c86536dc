import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { chatPublications, type ChatPublicationRow } from './tables.ts';

type Snapshot = Pick<ChatPublicationRow, 'title' | 'html' | 'description' | 'lang' | 'turns' | 'publishedAt'>;

/** Writes the page's snapshot, live again; a conversation keeps the slug of its first publish. */
export async function savePublication(
  db: Db,
  row: Snapshot & { topicId: string; userId: number; slug: string },
): Promise<ChatPublicationRow> {
  const { topicId: _topic, userId: _user, slug: _slug, ...snapshot } = row;
  const [saved] = await db
    .insert(chatPublications)
    .values({ ...row, withdrawnAt: null })
    .onConflictDoUpdate({
      target: chatPublications.topicId,
      set: { ...snapshot, withdrawnAt: null, updatedAt: sql`now()` },
    })
    .returning();
  return saved!;
}

export async function withdrawPublication(db: Db, topicId: string, at: Date): Promise<void> {
  await db.update(chatPublications).set({ withdrawnAt: at }).where(eq(chatPublications.topicId, topicId));
}

export async function publicationBySlug(db: Db, slug: string): Promise<ChatPublicationRow | null> {
  const [row] = await db.select().from(chatPublications).where(eq(chatPublications.slug, slug)).limit(1);
  return row ?? null;
}

/** The owner's live pages, newest first. */
export async function livePublicationsOf(db: Db, userId: number): Promise<ChatPublicationRow[]> {
  return db
    .select()
    .from(chatPublications)
    .where(and(eq(chatPublications.userId, userId), isNull(chatPublications.withdrawnAt)))
    .orderBy(desc(chatPublications.publishedAt))
    .limit(200);
}
