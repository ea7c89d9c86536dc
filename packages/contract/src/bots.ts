import { z } from 'zod';
import { Language } from './edition.ts';
import { MODEL_CATALOGUE } from './models.ts';
import { nameSchema } from './name.ts';

/**
 * Custom bots (SPEC §3 bot form fields, §6, §7 Bots): a prompt, a greeting and a knowledge base
 * (knowledge sources of container `{ kind: 'bot', id: tableId }`), private to its owner or public
 * in Discover. Official bots come with the install and have no owner.
 */

/** Bot ids are strings: random for users' bots, readable for official ones (`official-translator`). */
export const botId = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(64));
export const botIdBody = z.object({ tableId: botId });

/** Discover's fixed categories; their labels in both languages are `bot.category.<value>`. */
export const BotCategory = z.enum(
  ['writing', 'translation', 'programming', 'study', 'work', 'lifestyle', 'travel', 'entertainment', 'other'],
  { error: 'bot.unknownCategory' },
);
export type BotCategory = z.infer<typeof BotCategory>;

/**
 * Originality, SPEC's nine levels: 1 answers only from the knowledge (and says so when it finds
 * nothing), 9 answers freely; between, the knowledge weighs less and the temperature rises.
 */
export const ORIGINALITY_MIN = 1;
export const ORIGINALITY_MAX = 9;

export const BotLimits = {
  descriptionMax: 500,
  promptMax: 10_000,
  greetingMax: 1_000,
  tagsMax: 5,
  /** Knowledge sources a bot of a free account uses; Pro bots use every source (see VIP rule). */
  freeKnowledgeSources: 5,
} as const;

const longText = (max: number) => z.string().trim().max(max, { error: 'bot.tooLong' });

/** SPEC §5 "Content: not blank ('please fill in')". */
const prompt = z
  .string({ error: 'validation.content' })
  .trim()
  .min(1, { error: 'validation.content' })
  .max(BotLimits.promptMax, { error: 'bot.tooLong' });

/** The base bot: a chat model of the catalogue (image models cannot hold a conversation). */
const chatModelIds: readonly string[] = MODEL_CATALOGUE.filter((item) => item.kind === 'chat').map((item) => item.id);
export const botModel = z
  .string({ error: 'chat.unknownModel' })
  .trim()
  .refine((value) => chatModelIds.includes(value), { error: 'chat.unknownModel' });

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/**
 * Plugins (SPEC §3 "plugin email/SMS with send time"): once a day at `sendTime` in `timeZone`
 * the owner gets a digest of the bot's new conversations by email and/or SMS, at the address
 * and number of their account. VIP only when either is switched on.
 */
export const botPluginsSchema = z.object({
  email: z.boolean().default(false),
  sms: z.boolean().default(false),
  sendTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'bot.sendTime' })
    .default('09:00'),
  timeZone: z.string().max(64).refine(isTimeZone, { error: 'bot.timeZone' }).default('Asia/Shanghai'),
  /** The digest's language: the owner's when they saved the plugins (the server fills it in). */
  language: Language.optional(),
});
export type BotPlugins = z.infer<typeof botPluginsSchema>;

/** An emoji (a few characters) or the address of an uploaded picture (`/api/…` or http(s)). */
export const botAvatar = z
  .string()
  .trim()
  .max(500, { error: 'bot.tooLong' })
  .refine((value) => value.length <= 16 || /^(\/|https?:\/\/)/.test(value), { error: 'bot.avatar' });

const tagId = z.string().trim().min(1).max(64);

/** The form (SPEC §3). Tags are ids of `cli/tag/v1/page`; an unknown one is refused. */
const botFields = {
  name: nameSchema,
  description: longText(BotLimits.descriptionMax).default(''),
  model: botModel,
  prompt,
  /** The knowledge score: passages less similar than this (0–1) are not used. */
  scoreThreshold: z.coerce.number({ error: 'bot.threshold' }).min(0, { error: 'bot.threshold' }).max(1, {
    error: 'bot.threshold',
  }),
  originality: z.coerce
    .number({ error: 'bot.originality' })
    .int({ error: 'bot.originality' })
    .min(ORIGINALITY_MIN, { error: 'bot.originality' })
    .max(ORIGINALITY_MAX, { error: 'bot.originality' }),
  greeting: longText(BotLimits.greetingMax).default(''),
  isPublic: z.boolean().default(false),
  showKnowledge: z.boolean().default(true),
  category: BotCategory,
  tags: z.array(tagId).max(BotLimits.tagsMax, { error: 'bot.tooManyTags' }).default([]),
  officialAccountName: longText(100).default(''),
  plugins: botPluginsSchema.default({ email: false, sms: false, sendTime: '09:00', timeZone: 'Asia/Shanghai' }),
  avatar: botAvatar.default('🤖'),
};

export const botCreateBody = z.object({
  ...botFields,
  scoreThreshold: botFields.scoreThreshold.default(0.5),
  originality: botFields.originality.default(3),
  category: botFields.category.default('other'),
});
export type BotCreateBody = z.infer<typeof botCreateBody>;

/** Only the fields given change. */
export const botUpdateBody = z.object({
  tableId: botId,
  name: botFields.name.optional(),
  description: longText(BotLimits.descriptionMax).optional(),
  model: botFields.model.optional(),
  prompt: botFields.prompt.optional(),
  scoreThreshold: botFields.scoreThreshold.optional(),
  originality: botFields.originality.optional(),
  greeting: longText(BotLimits.greetingMax).optional(),
  isPublic: z.boolean().optional(),
  showKnowledge: z.boolean().optional(),
  category: botFields.category.optional(),
  tags: z.array(tagId).max(BotLimits.tagsMax, { error: 'bot.tooManyTags' }).optional(),
  officialAccountName: longText(100).optional(),
  plugins: botPluginsSchema.optional(),
  avatar: botAvatar.optional(),
});
export type BotUpdateBody = z.infer<typeof botUpdateBody>;

export const botSetPublicBody = z.object({ tableId: botId, isPublic: z.boolean() });

export const BotSort = z.enum(['newest', 'mostUsed']);
export const botPageBody = z.object({
  category: BotCategory.optional(),
  /** A tag id. */
  tag: tagId.optional(),
  /** Part of the name (either language of an official bot). */
  keyword: z.string().trim().max(100).optional(),
  sort: BotSort.default('newest'),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type BotPageBody = z.infer<typeof botPageBody>;

export const tagSchema = z.object({ id: z.string(), name: z.string() });
export type BotTag = z.infer<typeof tagSchema>;
export const tagPageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * A bot as the caller may see it. `name` and `botName` are the same (SPEC §4 Bot/role names
 * both); official bots answer in the request's language. The prompt and plugins are the
 * owner's only: others get null.
 */
export const botSchema = z.object({
  tableId: z.string(),
  name: z.string(),
  botName: z.string(),
  description: z.string(),
  avatar: z.string(),
  model: z.string(),
  prompt: z.string().nullable(),
  scoreThreshold: z.number(),
  originality: z.number().int(),
  greeting: z.string(),
  isPublic: z.boolean(),
  showKnowledge: z.boolean(),
  category: BotCategory,
  /** Its label in the request's language. */
  categoryName: z.string(),
  tags: z.array(tagSchema),
  officialAccountName: z.string().nullable(),
  plugins: botPluginsSchema.nullable(),
  /** Questions asked to it, by anyone. */
  uses: z.number().int(),
  isOwner: z.boolean(),
  /** In the caller's "my bots" through bind. */
  isBound: z.boolean(),
  /** Comes with the install (no owner). */
  isOfficial: z.boolean(),
  /** The owner's nickname; null for official bots. */
  ownerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Bot = z.infer<typeof botSchema>;

/** SPEC §4 Bot/role: the few fields a list of bots to chat with needs. */
export const botRoleSchema = z.object({
  tableId: z.string(),
  botName: z.string(),
  name: z.string(),
  greeting: z.string(),
  avatar: z.string(),
  description: z.string(),
});
export type BotRole = z.infer<typeof botRoleSchema>;
