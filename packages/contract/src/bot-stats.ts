import { z } from 'zod';

/**
 * A bot's data report (issue [bots] item 5; SPEC §7 GET cli/chatgptrole/daily/statistics/v1/page,
 * refreshed every half hour per SPEC §9). Each question asked of the bot, signed in or by a
 * website visitor, is a usage row; a job aggregates them by day every half hour.
 */
export const STATS_REFRESH_MINUTES = 30;

export const botStatsQuery = z.object({
  /** The bot's id (SPEC calls bots roles here). */
  roleId: z.string().trim().min(1).max(64),
  /** The last 7 or 30 days, today included. */
  days: z.coerce
    .number()
    .refine((value) => value === 7 || value === 30, { error: 'bot.statsDays' })
    .default(7),
});

export const botDayStatsSchema = z.object({
  /** YYYY-MM-DD in the server's time zone. */
  day: z.string(),
  conversations: z.number().int(),
  questions: z.number().int(),
  /** Distinct askers: signed-in users and website visitors. */
  users: z.number().int(),
  /** Questions the bot's knowledge had passages for… */
  knowledgeHits: z.number().int(),
  /** …and those it had none for (a bot without knowledge counts neither). */
  knowledgeMisses: z.number().int(),
  /**
   * Answers rated (SPEC's score: thumbs up 1 or down -1), and the share of them rated up, from 0
   * to 1 (show it as a percentage); null when none was rated.
   */
  ratings: z.number().int(),
  satisfaction: z.number().min(0).max(1).nullable(),
});
export type BotDayStats = z.infer<typeof botDayStatsSchema>;

export const botStatsSchema = z.object({
  /** One row per day, oldest first, days without use as zeros. */
  records: z.array(botDayStatsSchema),
  /** Distinct askers over the whole period (each day's `users` counts that day's alone). */
  periodUsers: z.number().int(),
  /** When the figures were last aggregated (ISO 8601); null before the first run. */
  refreshedAt: z.string().nullable(),
});
export type BotStats = z.infer<typeof botStatsSchema>;
