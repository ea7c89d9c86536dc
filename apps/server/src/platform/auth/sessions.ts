import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/tables/sessions.ts';
import { users, type UserRow } from '../db/tables/users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a random bearer token for the user; only its hash is stored. */
export async function createSession(
  db: Db,
  userId: number,
  options: { ttlDays: number; userAgent?: string; now?: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = options.now ?? new Date();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + options.ttlDays * DAY_MS),
    userAgent: options.userAgent?.slice(0, 300),
  });
  return token;
}

/** The user a token belongs to, or null when it is unknown, expired or revoked. */
export async function userForToken(db: Db, token: string, now = new Date()): Promise<UserRow | null> {
  if (!token || token.length > 200) return null;
  const found = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return found[0]?.user ?? null;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Ends every sign-in of a user (after a password reset), or all but the current one. */
export async function revokeUserSessions(db: Db, userId: number, keepToken?: string): Promise<void> {
  const keep = keepToken ? hashToken(keepToken) : null;
  const open = await db
    .select({ id: sessions.id, tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  for (const session of open) {
    if (session.tokenHash !== keep)
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session.id));
  }
}
