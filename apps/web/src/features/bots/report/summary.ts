import type { BotDayStats } from '@inkstone/contract/bot-stats';

/** The period's figures above the chart. */
export type ReportSummary = {
  conversations: number;
  questions: number;
  /** Distinct askers over the period (the server counts them; days' figures would count one twice). */
  users: number;
  /** hits / (hits + misses), 0–1; null when no question touched knowledge (a bot without any). */
  hitRate: number | null;
  /** The share of the period's rated answers rated up (0–1, SPEC's thumbs); null when none was rated. */
  satisfaction: number | null;
  ratings: number;
};

export function summarise(records: readonly BotDayStats[], periodUsers: number): ReportSummary {
  let conversations = 0;
  let questions = 0;
  let hits = 0;
  let misses = 0;
  let ratings = 0;
  let up = 0;
  for (const day of records) {
    conversations += day.conversations;
    questions += day.questions;
    hits += day.knowledgeHits;
    misses += day.knowledgeMisses;
    // Each day's share weighs as many answers as were rated that day, so this is the period's share.
    if (day.satisfaction !== null && day.ratings > 0) {
      ratings += day.ratings;
      up += day.satisfaction * day.ratings;
    }
  }
  return {
    conversations,
    questions,
    users: periodUsers,
    hitRate: hits + misses > 0 ? hits / (hits + misses) : null,
    satisfaction: ratings > 0 ? up / ratings : null,
    ratings,
  };
}

/** No one has used the bot in the period: every figure of every day is zero. */
export function isUnused(records: readonly BotDayStats[]): boolean {
  return records.every((day) => day.questions === 0 && day.conversations === 0);
}
