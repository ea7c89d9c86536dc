import { STATS_REFRESH_MINUTES, type BotStats } from '@inkstone/contract/bot-stats';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import type { UserRow } from '../../../platform/db/tables/users.ts';
import type { CallerWith } from '../../../platform/http/caller.ts';
import type { Platform } from '../../../platform/platform.ts';
import { defineJob } from '../../../platform/queue/define-job.ts';
import { ownBot } from '../plugins.ts';
import { quotaDay } from '../../billing/service.ts';
import { daysEndingWith } from './days.ts';
import * as store from './store.ts';

type StatsPlatform = Pick<Platform, 'db' | 'config' | 'clock' | 'queue'>;

/**
 * A rating of a bot's answer, counted into the figures of the day the question was asked at
 * once: the half-hourly job counts only today and yesterday, so a rating given to an older
 * answer would otherwise never reach the report.
 */
export async function rateBotAnswer(db: Db, answerRef: string, score: number): Promise<void> {
  for (const { botId, day } of await store.rateAnswer(db, answerRef, score)) await recountDay(db, botId, day);
}

/** Counts one bot's day again from its usage rows; a day that never had figures keeps none. */
async function recountDay(db: Db, botId: string, day: string, at = new Date(), written?: Date | null) {
  const [figures] = await store.countQuestions(db, [day], botId);
  const hadFigures = written === undefined ? await store.dayWrittenAt(db, botId, day) : written;
  if (!figures && !hadFigures) return false;
  await store.saveDay(db, figures ?? { botId, day, ...NO_USE }, at);
  return true;
}

const NO_USE = { conversations: 0, questions: 0, users: 0, hits: 0, misses: 0, ratings: 0, ratedUp: 0 };

/**
 * The data report's aggregation (SPEC §9: refreshed every half hour): today's and yesterday's
 * usage rows, counted by bot and day, replace those days' figures. Yesterday is counted again so
 * the last questions and ratings of a day that ended since the previous run are in.
 */
export const statsJob = defineJob({
  name: 'bots.stats',
  payload: z.object({ slot: z.string() }),
  retries: 1,
  backoff: { delayMs: 60_000 },
  every: STATS_REFRESH_MINUTES * 60_000,
  perform: (_slot, _job, platform: StatsPlatform) => aggregate(platform),
});

export async function aggregate(platform: StatsPlatform): Promise<number> {
  const today = quotaDay(platform);
  const figures = await store.countQuestions(platform.db, daysEndingWith(today, 2));
  const at = platform.clock.now();
  for (const row of figures) await store.saveDay(platform.db, row, at);
  return figures.length;
}

/** How old today's figures may be when the owner opens the report before they are counted again. */
export const TODAY_FRESH_MS = 60_000;

/**
 * Today's figures of one bot, counted again from its usage rows when they were written more than
 * a minute ago (or never): the owner who just used the bot sees it in the report at once, and a
 * report opened again and again costs one small read a minute. Returns when they were written.
 */
async function refreshToday(platform: StatsPlatform, botId: string, today: string): Promise<Date | null> {
  const { db, clock } = platform;
  const now = clock.now();
  const written = await store.dayWrittenAt(db, botId, today);
  if (written && now.getTime() - written.getTime() < TODAY_FRESH_MS) return written;
  // A day without questions and without a row stays without one (the report shows zeros).
  return (await recountDay(db, botId, today, now, written)) ? now : null;
}

/**
 * The owner's report: the last 7 or 30 days, oldest first, days without use as zeros. Today's
 * figures are brought up to date on read (`refreshToday`); the half-hourly job keeps the rest.
 */
export async function dailyStatistics(
  caller: CallerWith<StatsPlatform>,
  user: UserRow,
  query: { roleId: string; days: number },
): Promise<BotStats> {
  const { db, queue } = caller.platform;
  const bot = await ownBot(db, user, query.roleId);
  const today = quotaDay(caller.platform);
  const days = daysEndingWith(today, query.days);
  const todayWritten = await refreshToday(caller.platform, bot.id, today);
  const rows = new Map((await store.statsBetween(db, bot.id, days[0]!, days.at(-1)!)).map((row) => [row.day, row]));
  const lastRun = await queue.lastFinished(statsJob.name);
  const refreshed =
    lastRun && todayWritten ? (lastRun > todayWritten ? lastRun : todayWritten) : (lastRun ?? todayWritten);
  const periodUsers = await store.askersBetween(db, bot.id, days[0]!, days.at(-1)!);
  return {
    records: days.map((day) => {
      const row = rows.get(day);
      return {
        day,
        conversations: row?.conversations ?? 0,
        questions: row?.questions ?? 0,
        users: row?.users ?? 0,
        knowledgeHits: row?.hits ?? 0,
        knowledgeMisses: row?.misses ?? 0,
        ratings: row?.ratings ?? 0,
        satisfaction: row?.ratings ? row.ratedUp / row.ratings : null,
      };
    }),
    periodUsers,
    refreshedAt: refreshed?.toISOString() ?? null,
  };
}
