import { and, desc, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { writingVersions, type WritingVersionRow } from './tables.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'delete'>;

export async function insertVersion(db: Executor, row: typeof writingVersions.$inferInsert): Promise<void> {
  await db.insert(writingVersions).values(row);
}

/** When the newest version of a document was taken; null if it has none. */
export async function newestVersionAt(db: Executor, documentId: string): Promise<Date | null> {
  const [version] = await db
    .select({ createdAt: writingVersions.createdAt })
    .from(writingVersions)
    .where(eq(writingVersions.documentId, documentId))
    .orderBy(desc(writingVersions.seq))
    .limit(1);
  return version?.createdAt ?? null;
}

/** Whether the newest version holds this very title and text (compared in the database, not read back). */
export async function sameAsNewest(db: Executor, documentId: string, text: { title: string; content: string }) {
  const [version] = await db
    .select({
      same: sql<boolean>`(${writingVersions.content} = ${text.content} and ${writingVersions.title} = ${text.title})`,
    })
    .from(writingVersions)
    .where(eq(writingVersions.documentId, documentId))
    .orderBy(desc(writingVersions.seq))
    .limit(1);
  return version?.same === true;
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
