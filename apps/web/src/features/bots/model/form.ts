import {
  botCreateBody,
  ORIGINALITY_MAX,
  ORIGINALITY_MIN,
  type Bot,
  type BotCategory,
  type BotCreateBody,
} from '@inkstone/contract/bots';
import { DEFAULT_MODEL } from '@inkstone/contract/models';

/** The configuration form's fields (SPEC §3 bot form fields; plugins have their own tab). */
export type BotFormValues = {
  avatar: string;
  name: string;
  description: string;
  model: string;
  prompt: string;
  greeting: string;
  scoreThreshold: number;
  originality: number;
  category: BotCategory;
  tags: string[];
  isPublic: boolean;
  showKnowledge: boolean;
  officialAccountName: string;
};

export const DEFAULT_AVATAR = '🤖';

/** A new bot's starting values: grounded answers, citations shown, private until published. */
export const newBotValues = (model: string = DEFAULT_MODEL): BotFormValues => ({
  avatar: DEFAULT_AVATAR,
  name: '',
  description: '',
  model,
  prompt: '',
  greeting: '',
  scoreThreshold: 0.5,
  originality: 3,
  category: 'other',
  tags: [],
  isPublic: false,
  showKnowledge: true,
  officialAccountName: '',
});

/** The form's values for a bot the owner edits. */
export const valuesOf = (bot: Bot): BotFormValues => ({
  avatar: bot.avatar || DEFAULT_AVATAR,
  name: bot.name,
  description: bot.description,
  model: bot.model,
  prompt: bot.prompt ?? '',
  greeting: bot.greeting,
  scoreThreshold: bot.scoreThreshold,
  originality: bot.originality,
  category: bot.category,
  tags: bot.tags.map((tag) => tag.id),
  isPublic: bot.isPublic,
  showKnowledge: bot.showKnowledge,
  officialAccountName: bot.officialAccountName ?? '',
});

/**
 * The body the create and update calls take, checked against the contract as the last word
 * before sending: `null` when it would be refused (the fields show why).
 */
export function bodyOf(values: BotFormValues): Omit<BotCreateBody, 'plugins'> | null {
  const parsed = botCreateBody.safeParse(values);
  if (!parsed.success) return null;
  const { plugins: _plugins, ...body } = parsed.data;
  return body;
}

/** SPEC's nine originality levels, from "only from the knowledge" (1) to "free" (9). */
export const originalityLevels: readonly number[] = Array.from(
  { length: ORIGINALITY_MAX - ORIGINALITY_MIN + 1 },
  (_, index) => ORIGINALITY_MIN + index,
);

/** Whether an avatar is an uploaded picture's address rather than an emoji. */
export const isPictureAvatar = (avatar: string) => /^(\/|https?:\/\/)/.test(avatar);
