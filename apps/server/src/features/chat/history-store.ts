import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { files, type FileRow } from '../../platform/db/tables/files.ts';

/**
 * The user's files among `ids`, in one query: what a history page shows as attachments. Only
 * the file rows, not their extracted text (which can be whole documents).
 */
export async function attachedFiles(db: Db, userId: number, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.userId, userId)));
}
