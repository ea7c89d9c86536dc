import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { files, type FileRow } from '../../platform/db/tables/files.ts';
import { activations, userSettings } from './tables.ts';

export async function settingOf(db: Db, userId: number) {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row ?? null;
}

export async function saveSetting(db: Db, userId: number, useCustomer: boolean, customer: string) {
  await db
    .insert(userSettings)
    .values({ userId, useCustomer, customer })
    .onConflictDoUpdate({ target: userSettings.userId, set: { useCustomer, customer, updatedAt: new Date() } });
}

export async function recordActivation(db: Db, row: typeof activations.$inferInsert) {
  await db.insert(activations).values(row);
}

export async function fileById(db: Db, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}
