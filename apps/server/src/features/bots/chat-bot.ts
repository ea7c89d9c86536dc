import { BotLimits, ORIGINALITY_MAX } from '@inkstone/contract/bots';
import type { Language } from '@inkstone/contract/edition';
import { formatMessage } from '@inkstone/contract/messages';
import type { ModelId } from '@inkstone/contract/models';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { Platform } from '../../platform/platform.ts';
import { isQaVip, quotaDay } from '../billing/service.ts';
import { recordQuestion } from './stats/store.ts';
import { oldestSourceIds, type GroundingScope } from '../knowledge/service.ts';
import { botAccess } from './access.ts';
import { wordsOf } from './present.ts';
import * as store from './store.ts';

/** What the chat needs to answer as a bot. */
export type ChatBot = {
  id: string;
  model: ModelId;
  /** The bot's prompt with its grounding rule: the system prompt. */
  system: string;
  temperature: number;
  /** The bot's knowledge (its owner's sources), or null for a bot without an owner. */
  knowledge: GroundingScope | null;
  /** The knowledge score: passages less similar are not used. */
  minScore: number;
  /** Originality 1: answer only from the knowledge; with nothing found, `notFound` is the answer. */
  strict: boolean;
  notFound: string;
  /** Citations are shown (and kept) only when the owner turned "show knowledge" on. */
  showKnowledge: boolean;
};

/**
 * Originality (1 = only from the knowledge … 9 = free) as an instruction and a temperature:
 * the higher the level, the less the answer is held to the passages and the warmer the model.
 */
const GROUNDING_RULES: readonly [maxLevel: number, rule: string][] = [
  [
    1,
    'Answer only from the knowledge passages you are given. If they do not contain the answer, say that your ' +
      'knowledge base does not cover it; never answer from general knowledge.',
  ],
  [3, 'Answer from the knowledge passages. Use general knowledge only to explain them, never to add new facts.'],
  [
    6,
    'Prefer the knowledge passages. When they do not contain the answer, answer from general knowledge and say ' +
      'that this part is not from the knowledge base.',
  ],
  [8, 'Use the knowledge passages where they help; otherwise answer freely.'],
  [ORIGINALITY_MAX, 'Any knowledge passages are optional background: answer freely and creatively.'],
];
const TEMPERATURES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.85, 1];

const ruleOf = (level: number) => GROUNDING_RULES.find(([max]) => level <= max)![1];
const temperatureOf = (level: number) => TEMPERATURES[Math.min(Math.max(level, 1), 9) - 1]!;

/**
 * The bot a chat answers as, read through the one policy: someone else's private bot (or an
 * unknown id) is not found. A free owner's bot reads its first `BotLimits.freeKnowledgeSources`
 * sources only (SPEC §6 "Some bot features are VIP only").
 */
export async function botForChat(
  platform: Pick<Platform, 'db' | 'config' | 'clock'>,
  user: UserRow,
  botId: string,
  language: Language,
): Promise<ChatBot> {
  const bot = await botAccess(platform.db, user, botId, 'read');
  const words = wordsOf(bot, language);
  let knowledge: GroundingScope | null = null;
  if (bot.ownerId !== null) {
    const scope = { userId: bot.ownerId, container: { kind: 'bot' as const, id: bot.id } };
    const vip = await isQaVip(platform, bot.ownerId);
    knowledge = vip
      ? scope
      : { ...scope, sourceIds: await oldestSourceIds(platform, scope, BotLimits.freeKnowledgeSources) };
  }
  const hidden = bot.showKnowledge ? [] : ['Do not mention the passages and do not cite them with [n] markers.'];
  return {
    id: bot.id,
    model: bot.model as ModelId,
    system: [words.prompt, ruleOf(bot.originality), ...hidden].join('\n\n'),
    temperature: temperatureOf(bot.originality),
    knowledge,
    minScore: bot.scoreThreshold,
    strict: bot.originality === 1,
    notFound: formatMessage(language, 'bot.notInKnowledge'),
    showKnowledge: bot.showKnowledge,
  };
}

/** Who asked a bot what, for its uses count and its data report. */
export type BotUse = {
  botId: string;
  /** `u:<userId>` for a signed-in user, `v:<tmpUid>` for a website visitor. */
  asker: string;
  conversation: string;
  /** Knowledge passages that grounded the answer; null for a bot without knowledge. */
  hits: number | null;
  /** The answer's record, `chat:<id>` or `visitor:<id>`, which a later rating names. */
  answerRef: string;
};

/** One more question asked to the bot: Discover's "most used", and a usage row of its data report. */
export async function countBotUse(platform: Pick<Platform, 'db' | 'config' | 'clock'>, use: BotUse): Promise<void> {
  await store.countUse(platform.db, use.botId);
  await recordQuestion(platform.db, { ...use, day: quotaDay(platform) });
}
