import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { writingWechatPublications, type WritingWechatPublicationRow } from './tables.ts';

type NewPublication = Pick<WritingWechatPublicationRow, 'documentId' | 'userId' | 'appId'>;
type Change = Partial<
  Pick<WritingWechatPublicationRow, 'publishId' | 'status' | 'wechatStatus' | 'failKey' | 'failParams' | 'articleUrl'>
>;

/**
 * Who owns a writing document and whether it is in the trash, without reading its content (a
 * status poll every few seconds should not load a whole article). The document's table is the
 * writing feature's; this reads two of its columns by name, as the migration's foreign key does.
 */
export async function documentOwner(db: Db, id: string): Promise<{ userId: number; trashedAt: Date | null } | null> {
  const result = await db.execute(sql`select user_id, trashed_at from writing_documents where id = ${id} limit 1`);
  // PGlite answers `{ rows }`, postgres-js the rows themselves.
  const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    user_id: string | number;
    trashed_at: string | Date | null;
  }>;
  if (!row) return null;
  return { userId: Number(row.user_id), trashedAt: row.trashed_at === null ? null : new Date(row.trashed_at) };
}

/** A publication on its way: recorded before WeChat is called, so a reload finds it. */
export async function insertPublication(db: Db, row: NewPublication): Promise<WritingWechatPublicationRow> {
  const [saved] = await db
    .insert(writingWechatPublications)
    .values({ ...row, status: 'submitting' })
    .returning();
  return saved!;
}

export async function updatePublication(db: Db, id: number, change: Change): Promise<WritingWechatPublicationRow> {
  const [saved] = await db
    .update(writingWechatPublications)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(writingWechatPublications.id, id))
    .returning();
  return saved!;
}

/** A submit that never reached WeChat (a picture we could not read): nothing is kept of it. */
export async function deletePublication(db: Db, id: number): Promise<void> {
  await db.delete(writingWechatPublications).where(eq(writingWechatPublications.id, id));
}

export async function publicationOf(
  db: Db,
  documentId: string,
  publishId: string,
): Promise<WritingWechatPublicationRow | null> {
  const [row] = await db
    .select()
    .from(writingWechatPublications)
    .where(
      and(eq(writingWechatPublications.documentId, documentId), eq(writingWechatPublications.publishId, publishId)),
    )
    .orderBy(desc(writingWechatPublications.id))
    .limit(1);
  return row ?? null;
}

export async function latestPublication(db: Db, documentId: string): Promise<WritingWechatPublicationRow | null> {
  const [row] = await db
    .select()
    .from(writingWechatPublications)
    .where(eq(writingWechatPublications.documentId, documentId))
    .orderBy(desc(writingWechatPublications.id))
    .limit(1);
  return row ?? null;
}
