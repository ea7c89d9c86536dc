import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { files, type FileRow } from '../../platform/db/tables/files.ts';

export async function findFile(db: Db, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}

/** Removes the user's files among `ids` that have one of `purposes`; answers what was removed. */
export async function deleteOwnFiles(db: Db, userId: number, ids: string[], purposes: string[]): Promise<FileRow[]> {
  if (ids.length === 0 || purposes.length === 0) return [];
  return db
    .delete(files)
    .where(and(inArray(files.id, ids), eq(files.userId, userId), inArray(files.purpose, purposes)))
    .returning();
}
