import type { Language } from '@inkstone/contract/edition';
import type { ContextDocument, StreamRequest } from '../../ai/types.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import type { Platform } from '../../platform/platform.ts';
import { customInstructions } from '../account/service.ts';
import { groundingDocuments, type GroundingScope } from '../knowledge/service.ts';
import { conversationFiles } from './attachments.ts';
import { historyMessages, userTurn } from './context.ts';
import * as store from './store.ts';

/** What the chat beside the editor is for: the writer's own document comes with every question. */
const WRITING_SYSTEM =
  'You are helping the user write the document they are editing; it is given as context. ' +
  'Answer about it, suggest changes, and quote the passages you mean.';

type Ctx = Pick<Platform, 'db' | 'config' | 'clock' | 'storage' | 'vectorSearch' | 'ai'>;
type Attached = Awaited<ReturnType<typeof store.ownFiles>>[number];

/**
 * What the model is sent for one question: the conversation so far, its files, the user's
 * custom instructions. Read before the question's own row is written (the upstream call
 * starts while that write runs), so it is bounded by the regenerated answer's id, not by a
 * new row's. A new conversation has no earlier turns or files to read.
 */
export async function modelRequest(
  caller: CallerWith<Ctx>,
  input: {
    userId: number;
    topicId: string;
    newTopic: boolean;
    /** The answer being regenerated: only turns before it count. */
    regenerating: number | null;
    attached: Attached[];
    vision: boolean;
    question: string;
    quote: string | null | undefined;
    language: Language;
    /** A bot's knowledge base or a notebook (with its owner), maybe narrowed to some of its sources. */
    knowledge: GroundingScope | null;
    /** A bot's chat: its prompt leads the system prompt, with its temperature and knowledge score. */
    bot?: { system: string; temperature: number; minScore: number } | null;
    /** The chat beside the writing editor: the document being written (writing-context.ts). */
    writing?: ContextDocument | null;
  },
): Promise<Omit<StreamRequest, 'signal'> & { groundedPassages: number }> {
  const { platform } = caller;
  const [exchanges, instructions] = await Promise.all([
    input.newTopic
      ? []
      : store.recentExchanges(
          platform.db,
          input.topicId,
          platform.config.CHAT_HISTORY_TURNS,
          input.regenerating ?? undefined,
        ),
    customInstructions(caller, input.userId),
  ]);
  const grounding = input.knowledge
    ? await groundingDocuments(platform, input.knowledge, input.question, { minScore: input.bot?.minScore })
    : [];
  const { documents, images, earlierImages } = await conversationFiles(platform, {
    userId: input.userId,
    topicId: input.topicId,
    before: input.regenerating ?? undefined,
    newTopic: input.newTopic,
    attached: input.attached,
    historyIds: exchanges.map((exchange) => exchange.id),
    vision: input.vision,
  });
  return {
    messages: [
      ...historyMessages(exchanges, earlierImages),
      { role: 'user', content: userTurn(input.question, input.quote), images },
    ],
    system:
      [input.bot?.system, input.writing ? WRITING_SYSTEM : null, instructions].filter(Boolean).join('\n\n') ||
      undefined,
    documents: [...(input.writing ? [input.writing] : []), ...grounding, ...documents],
    language: input.language,
    ...(input.bot ? { temperature: input.bot.temperature } : {}),
    groundedPassages: grounding.length,
  };
}
