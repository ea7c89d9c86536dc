import { gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { analyticsEvents, type NewAnalyticsEvent } from './tables.ts';

export async function insertEvents(db: Db, events: NewAnalyticsEvent[]): Promise<void> {
  await db.insert(analyticsEvents).values(events);
}

/** Deletes events recorded before `before`; answers how many went. */
export async function deleteBefore(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.createdAt, before))
    .returning({ id: analyticsEvents.id });
  return gone.length;
}

export type SummaryRow = { day: string; name: string; code: string; count: number };

/** Counts per local day (in `timeZone`), name and code, from `since` on: no user is named. */
export async function countsByDay(db: Db, since: Date, timeZone: string): Promise<SummaryRow[]> {
  const day = sql<string>`to_char(${analyticsEvents.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, name: analyticsEvents.name, code: analyticsEvents.code, count: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.createdAt, since))
    // By position: the day's expression holds a parameter, which Postgres would not match by text.
    .groupBy(sql`1`, sql`2`, sql`3`)
    .orderBy(sql`1`, sql`2`, sql`3`);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
