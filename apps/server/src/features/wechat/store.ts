import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { wechatAccounts, type WechatAccountRow } from './tables.ts';

export async function accountRow(db: Db, userId: number): Promise<WechatAccountRow | null> {
  const [row] = await db.select().from(wechatAccounts).where(eq(wechatAccounts.userId, userId)).limit(1);
  return row ?? null;
}

export async function saveAccountRow(db: Db, userId: number, appId: string, secretSealed: string) {
  const [row] = await db
    .insert(wechatAccounts)
    .values({ userId, appId, secretSealed })
    .onConflictDoUpdate({ target: wechatAccounts.userId, set: { appId, secretSealed, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function deleteAccountRow(db: Db, userId: number) {
  await db.delete(wechatAccounts).where(eq(wechatAccounts.userId, userId));
}
