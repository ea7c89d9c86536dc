import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { chatMessages } from './tables.ts';

/** What happened in a bot's conversations over a span of time, for its owner's digest. */
export type BotActivity = {
  conversations: number;
  questions: number;
  askers: number;
  /** The most asked questions, most first (questions that differ only in case and spaces count as one). */
  top: { question: string; count: number }[];
  /** Questions the bot could not answer: the answer failed, or was the bot's "not in my knowledge". */
  unanswered: string[];
};

/** Reads at most this many questions per span: a digest lists the top few, not every row. */
const MAX_ROWS = 5000;
const LISTED = 5;

const keyOf = (question: string) => question.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The questions asked of bot `botId` in [from, to): signed-in conversations with the bot
 * (`roleId` is the bot's id). `cannedAnswers` are the bot's fixed "not in my knowledge" answers
 * in every language, which count as unanswered.
 */
export async function botActivity(
  db: Db,
  botId: string,
  span: { from: Date; to: Date },
  cannedAnswers: readonly string[],
): Promise<BotActivity> {
  const rows = await db
    .select({
      topicId: chatMessages.topicId,
      userId: chatMessages.userId,
      input: chatMessages.input,
      response: chatMessages.response,
      status: chatMessages.status,
    })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.roleId, botId), gte(chatMessages.createdAt, span.from), lt(chatMessages.createdAt, span.to)),
    )
    .orderBy(asc(chatMessages.id))
    .limit(MAX_ROWS);
  const counts = new Map<string, { question: string; count: number }>();
  const unanswered = new Map<string, string>();
  for (const row of rows) {
    const question = row.input.trim();
    if (!question) continue;
    const key = keyOf(question);
    const counted = counts.get(key) ?? { question, count: 0 };
    counted.count += 1;
    counts.set(key, counted);
    const failed = row.status === 'fail' || cannedAnswers.includes(row.response.trim());
    if (failed && !unanswered.has(key)) unanswered.set(key, question);
  }
  return {
    conversations: new Set(rows.map((row) => row.topicId)).size,
    questions: rows.length,
    askers: new Set(rows.map((row) => row.userId)).size,
    top: [...counts.values()].sort((a, b) => b.count - a.count).slice(0, LISTED),
    unanswered: [...unanswered.values()].slice(0, LISTED),
  };
}
