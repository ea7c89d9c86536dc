import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { hashToken } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/client.ts';
import { checkoutTickets } from './tables.ts';

/** The ticket in the pay page's address: long enough to open it, short enough to be worthless in a history. */
export const LINK_TICKET_MS = 5 * 60_000;
/** A checkout step's ticket, held by the page's form while the buyer reads and chooses. */
export const STEP_TICKET_MS = 30 * 60_000;

/** Issues a ticket for the user; only its hash is stored. The user's long-expired tickets go. */
export async function issueCheckoutTicket(
  db: Db,
  userId: number,
  now: Date,
  lifetimeMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await db.delete(checkoutTickets).where(and(eq(checkoutTickets.userId, userId), lt(checkoutTickets.expiresAt, now)));
  await db.insert(checkoutTickets).values({ userId, ticketHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/**
 * Uses a ticket up: the user it was issued to, or null when it is unknown, expired or already
 * used. One conditional update, so of two requests racing with the same ticket only one wins.
 */
export async function consumeCheckoutTicket(db: Db, token: string, now: Date): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const [ticket] = await db
    .update(checkoutTickets)
    .set({ consumedAt: now })
    .where(
      and(
        eq(checkoutTickets.ticketHash, hashToken(token)),
        isNull(checkoutTickets.consumedAt),
        gt(checkoutTickets.expiresAt, now),
      ),
    )
    .returning({ userId: checkoutTickets.userId });
  return ticket?.userId ?? null;
}
