import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { forgetUserSessions } from '../../platform/auth/session-cache.ts';
import { users, type UserRow } from '../../platform/db/tables/users.ts';
import { termsConsents } from './tables.ts';

export async function userByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

export async function userByMobile(db: Db, countryCode: string, mobile: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.countryCode, countryCode), eq(users.mobile, mobile)))
    .limit(1);
  return user ?? null;
}

export async function userByAccount(db: Db, account: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.account, account)).limit(1);
  return user ?? null;
}

export async function inviterId(db: Db, inviteCode: string | undefined): Promise<number | null> {
  if (!inviteCode) return null;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.inviteCode, inviteCode.toUpperCase()))
    .limit(1);
  return user?.id ?? null;
}

export async function updateUser(db: Db, id: number, fields: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [user] = await db.update(users).set(fields).where(eq(users.id, id)).returning();
  await forgetUserSessions(db, id); // signed-in calls hold the row for a few seconds: they must see this one
  return user!;
}

/** Binds the inviter once, and never to oneself. */
export async function bindInviter(db: Db, user: UserRow, inviter: number | null): Promise<void> {
  if (!inviter || inviter === user.id || user.invitedBy) return;
  await db
    .update(users)
    .set({ invitedBy: inviter })
    .where(and(eq(users.id, user.id), isNull(users.invitedBy)));
  await forgetUserSessions(db, user.id);
}

/** Records (or, when an unverified account signs up again, renews) the account's acceptance of the terms. */
export async function recordTermsConsent(db: Db, userId: number, via: 'checkbox' | 'signup', at: Date): Promise<void> {
  await db
    .insert(termsConsents)
    .values({ userId, via, acceptedAt: at })
    .onConflictDoUpdate({ target: termsConsents.userId, set: { via, acceptedAt: at } });
}
