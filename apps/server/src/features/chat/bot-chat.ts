import type { ChatBody, Topic } from '@inkstone/contract/chat';
import type { LanguageModel, StreamPart } from '../../ai/types.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { Platform } from '../../platform/platform.ts';
import { botForChat, type ChatBot } from '../bots/service.ts';

export type { ChatBot };

/**
 * The bot a conversation talks to: its own (`roleId`, SPEC's -1 being the default assistant),
 * or the one a question names. Someone else's private bot, or an unknown id, is not found.
 */
export function botOf(
  platform: Pick<Platform, 'db' | 'config' | 'clock'>,
  user: UserRow,
  topic: Pick<Topic, 'roleId'>,
  body: Pick<ChatBody, 'botId'>,
  language: ChatBotLanguage,
): Promise<ChatBot> | null {
  const id = topic.roleId !== '-1' ? topic.roleId : body.botId;
  return id && id !== '-1' ? botForChat(platform, user, id, language) : null;
}
type ChatBotLanguage = Parameters<typeof botForChat>[3];

/**
 * The model that answers as the bot: at originality 1 with no passage found, the bot's fixed
 * "not in my knowledge" answer (not charged, as the offline engine's notices are not); with
 * "show knowledge" off, the model with its citations left out of the stream and the record.
 */
export function botModel(model: LanguageModel, bot: ChatBot, groundedPassages: number): LanguageModel {
  if (bot.strict && groundedPassages === 0) return fixedAnswer(model, bot.notFound);
  return bot.showKnowledge ? model : withoutSources(model);
}

function fixedAnswer(model: LanguageModel, text: string): LanguageModel {
  return {
    ...model,
    async *stream(): AsyncGenerator<StreamPart> {
      yield { type: 'text', text };
      const result = { text, reasoning: '', sources: [], firstTokenMs: 0, durationMs: 0, canned: true };
      yield { type: 'finish', reason: 'stop', result };
    },
  };
}

function withoutSources(model: LanguageModel): LanguageModel {
  return {
    ...model,
    async *stream(request) {
      for await (const part of model.stream(request)) {
        if (part.type === 'source') continue;
        yield part.type === 'finish' || part.type === 'error'
          ? { ...part, result: { ...part.result, sources: [] } }
          : part;
      }
    },
  };
}
