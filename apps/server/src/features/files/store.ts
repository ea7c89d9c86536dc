import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { files, type FileRow } from '../../platform/db/tables/files.ts';

export async function findFile(db: Db, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}
