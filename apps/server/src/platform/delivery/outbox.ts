import { and, desc, eq, like, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/tables/outbox.ts';

export type OutgoingMessage = { channel: 'email' | 'sms'; to: string; subject: string; text: string; code?: string };

/** Records a message in the outbox table and prints it to the log, for local sign-ups. */
export async function recordInOutbox(db: Db, log: FastifyBaseLogger, message: OutgoingMessage, delivery: string) {
  await db.insert(outbox).values({ ...message, code: message.code ?? null, delivery });
  log.info(
    { outbox: { channel: message.channel, to: message.to, subject: message.subject, code: message.code } },
    `outbox: ${message.text}`,
  );
}

export async function latestOutbox(db: Db, to: string, limit = 20) {
  return (
    db
      .select()
      .from(outbox)
      // A bare phone number finds its SMS messages whatever the country code.
      .where(
        and(
          /^\d+$/.test(to) ? or(eq(outbox.to, to), like(outbox.to, `% ${to}`)) : eq(outbox.to, to),
          eq(outbox.delivery, 'outbox'),
        ),
      )
      .orderBy(desc(outbox.id))
      .limit(limit)
  );
}
