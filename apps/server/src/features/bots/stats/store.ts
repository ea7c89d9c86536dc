import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { botDailyStats, botQuestions, type BotDailyStatsRow } from './tables.ts';

export async function recordQuestion(db: Db, row: typeof botQuestions.$inferInsert): Promise<void> {
  await db.insert(botQuestions).values(row);
}

/** A rating given (or taken back, 0) to a bot's answer after it was asked; the rated question's bot and day. */
export async function rateAnswer(
  db: Db,
  answerRef: string,
  score: number,
): Promise<Array<{ botId: string; day: string }>> {
  return db
    .update(botQuestions)
    .set({ score: score === 0 ? null : score })
    .where(eq(botQuestions.answerRef, answerRef))
    .returning({ botId: botQuestions.botId, day: botQuestions.day });
}

export type DayFigures = {
  botId: string;
  day: string;
  conversations: number;
  questions: number;
  users: number;
  hits: number;
  misses: number;
  ratings: number;
  ratedUp: number;
};

/** The usage rows of some days (of one bot, when given), counted by bot and day. */
export async function countQuestions(db: Db, days: readonly string[], botId?: string): Promise<DayFigures[]> {
  const rows = await db
    .select({
      botId: botQuestions.botId,
      day: botQuestions.day,
      conversations: sql<number>`count(distinct ${botQuestions.conversation})::int`,
      questions: sql<number>`count(*)::int`,
      users: sql<number>`count(distinct ${botQuestions.asker})::int`,
      hits: sql<number>`(count(*) filter (where ${botQuestions.hits} > 0))::int`,
      misses: sql<number>`(count(*) filter (where ${botQuestions.hits} = 0))::int`,
      ratings: sql<number>`(count(*) filter (where ${botQuestions.score} in (1, -1)))::int`,
      ratedUp: sql<number>`(count(*) filter (where ${botQuestions.score} = 1))::int`,
    })
    .from(botQuestions)
    .where(and(inArray(botQuestions.day, [...days]), botId === undefined ? undefined : eq(botQuestions.botId, botId)))
    .groupBy(botQuestions.botId, botQuestions.day);
  return rows;
}

/** Writes a bot's figures for a day, replacing what an earlier run wrote. */
export async function saveDay(db: Db, row: typeof botDailyStats.$inferInsert, at = new Date()): Promise<void> {
  const { botId: _botId, day: _day, ...figures } = row;
  await db
    .insert(botDailyStats)
    .values({ ...row, updatedAt: at })
    .onConflictDoUpdate({
      target: [botDailyStats.botId, botDailyStats.day],
      set: { ...figures, updatedAt: at },
    });
}

/** When a bot's figures for a day were last written; null when never. */
export async function dayWrittenAt(db: Db, botId: string, day: string): Promise<Date | null> {
  const [row] = await db
    .select({ updatedAt: botDailyStats.updatedAt })
    .from(botDailyStats)
    .where(and(eq(botDailyStats.botId, botId), eq(botDailyStats.day, day)));
  return row?.updatedAt ?? null;
}

/** Distinct askers of the bot over some days, counted from the usage rows. */
export async function askersBetween(db: Db, botId: string, first: string, last: string): Promise<number> {
  const [row] = await db
    .select({ askers: sql<number>`count(distinct ${botQuestions.asker})::int` })
    .from(botQuestions)
    .where(and(eq(botQuestions.botId, botId), between(botQuestions.day, first, last)));
  return row?.askers ?? 0;
}

export function statsBetween(db: Db, botId: string, first: string, last: string): Promise<BotDailyStatsRow[]> {
  return db
    .select()
    .from(botDailyStats)
    .where(and(eq(botDailyStats.botId, botId), between(botDailyStats.day, first, last)))
    .orderBy(asc(botDailyStats.day));
}
