import type { Bot, BotRole, BotTag } from '@inkstone/contract/bots';
import type { Language } from '@inkstone/contract/edition';
import { formatMessage } from '@inkstone/contract/messages';
import type { BotRow, BotTagRow, BotWords } from './tables.ts';

/** A bot's words in the reader's language: official bots carry Chinese ones beside the English. */
export function wordsOf(bot: BotRow, language: Language): BotWords {
  const translated = language === 'zh_CN' ? bot.translations?.zh_CN : undefined;
  return translated ?? { name: bot.name, description: bot.description, prompt: bot.prompt, greeting: bot.greeting };
}

export const presentTag = (tag: BotTagRow, language: Language): BotTag => ({
  id: tag.id,
  name: language === 'zh_CN' ? tag.nameZh : tag.nameEn,
});

export type BotFacts = {
  language: Language;
  viewerId: number | null;
  tags: readonly BotTagRow[];
  isBound: boolean;
  ownerName: string | null;
};

/** The prompt and plugins are the owner's business: others see null. */
export function presentBot(bot: BotRow, facts: BotFacts): Bot {
  const words = wordsOf(bot, facts.language);
  const isOwner = bot.ownerId !== null && bot.ownerId === facts.viewerId;
  return {
    tableId: bot.id,
    name: words.name,
    botName: words.name,
    description: words.description,
    avatar: bot.avatar,
    model: bot.model,
    prompt: isOwner ? words.prompt : null,
    scoreThreshold: bot.scoreThreshold,
    originality: bot.originality,
    greeting: words.greeting,
    isPublic: bot.isPublic,
    showKnowledge: bot.showKnowledge,
    category: bot.category,
    categoryName: formatMessage(facts.language, `bot.category.${bot.category}`),
    tags: facts.tags.map((tag) => presentTag(tag, facts.language)),
    officialAccountName: isOwner ? bot.officialAccountName : null,
    plugins: isOwner ? bot.plugins : null,
    uses: bot.uses,
    isOwner,
    isBound: facts.isBound,
    isOfficial: bot.ownerId === null,
    ownerName: facts.ownerName,
    createdAt: bot.createdAt.toISOString(),
    updatedAt: bot.updatedAt.toISOString(),
  };
}

export function presentRole(bot: BotRow, language: Language): BotRole {
  const words = wordsOf(bot, language);
  return {
    tableId: bot.id,
    botName: words.name,
    name: words.name,
    greeting: words.greeting,
    avatar: bot.avatar,
    description: words.description,
  };
}
