import { eq } from 'drizzle-orm';
import { userRowCache } from '../../platform/cache/user-row-cache.ts';
import type { Db } from '../../platform/db/client.ts';
import { files, type FileRow } from '../../platform/db/tables/files.ts';
import { activations, userSettings } from './tables.ts';

type SettingRow = typeof userSettings.$inferSelect;
/** Read before every chat question (the custom instructions): cached for a few seconds. */
const settings = (db: Db) => userRowCache<SettingRow | null>(db, 'user-settings');

export function settingOf(db: Db, userId: number): Promise<Readonly<SettingRow> | null> {
  return settings(db).read(userId, async () => {
    const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
    return row ?? null;
  });
}

export async function saveSetting(db: Db, userId: number, useCustomer: boolean, customer: string) {
  await db
    .insert(userSettings)
    .values({ userId, useCustomer, customer })
    .onConflictDoUpdate({ target: userSettings.userId, set: { useCustomer, customer, updatedAt: new Date() } });
  await settings(db).forget(userId);
}

export async function recordActivation(db: Db, row: typeof activations.$inferInsert) {
  await db.insert(activations).values(row);
}

export async function fileById(db: Db, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}
