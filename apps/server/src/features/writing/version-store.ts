import { and, desc, eq, getTableColumns, notInArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { writingVersions, type WritingVersionRow } from './tables.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'delete'>;

export async function insertVersion(db: Executor, row: typeof writingVersions.$inferInsert) {
  const [version] = await db.insert(writingVersions).values(row).returning();
  return version!;
}

/** The newest version of a document, with its content (to skip keeping the same text twice). */
export async function newestVersion(db: Executor, documentId: string): Promise<WritingVersionRow | null> {
  const [version] = await db
    .select()
    .from(writingVersions)
    .where(eq(writingVersions.documentId, documentId))
    .orderBy(desc(writingVersions.seq))
    .limit(1);
  return version ?? null;
}

/** Keeps the newest `keep` versions of a document and deletes the rest. */
export async function trimVersions(db: Executor, documentId: string, keep: number): Promise<void> {
  const kept = db
    .select({ seq: writingVersions.seq })
    .from(writingVersions)
    .where(eq(writingVersions.documentId, documentId))
    .orderBy(desc(writingVersions.seq))
    .limit(keep);
  await db
    .delete(writingVersions)
    .where(and(eq(writingVersions.documentId, documentId), notInArray(writingVersions.seq, kept)));
}

/** A document's versions, newest first, without their content. */
export async function versionsOf(db: Db, documentId: string) {
  const { content: _content, ...columns } = getTableColumns(writingVersions);
  return db
    .select(columns)
    .from(writingVersions)
    .where(eq(writingVersions.documentId, documentId))
    .orderBy(desc(writingVersions.seq));
}

export async function versionOf(db: Db, documentId: string, seq: number): Promise<WritingVersionRow | null> {
  const [version] = await db
    .select()
    .from(writingVersions)
    .where(and(eq(writingVersions.documentId, documentId), eq(writingVersions.seq, seq)))
    .limit(1);
  return version ?? null;
}
