import { hash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/tables/sessions.ts';
import { users, type UserRow } from '../db/tables/users.ts';
import { sessionCacheOf } from './session-cache.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One-shot hashing: every signed-in call hashes its token, and a Hash object per call showed in profiles. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
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

/**
 * The user a token belongs to, or null when it is unknown, expired or revoked. Answered from
 * the session cache when this instance confirmed the session within the last few seconds
 * (`session-cache.ts` says what makes it forget); asked of the database otherwise.
 */
export async function userForToken(db: Db, token: string, now = new Date()): Promise<UserRow | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(db);
  const cached = cache.get(tokenHash, now.getTime());
  if (cached) return cached;
  const startedAt = cache.begin();
  const found = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = found[0];
  if (!row) return null;
  cache.store(tokenHash, startedAt, row.user, row.expiresAt, Date.now());
  return row.user;
}

/** Ends one sign-in (logout): refused at once on this instance, and on the others as they hear of it. */
export async function revokeSession(db: Db, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  await sessionCacheOf(db).forgetToken(tokenHash);
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
  // Every cached session of the user goes, the kept one too: it is simply looked up again.
  await sessionCacheOf(db).forgetUser(userId);
}
