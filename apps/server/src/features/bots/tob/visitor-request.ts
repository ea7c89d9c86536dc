import { buffer } from 'node:stream/consumers';
import { inArray } from 'drizzle-orm';
import type { Language } from '@inkstone/contract/edition';
import type { ChatMessage, ContextDocument, ImageInput, StreamRequest } from '../../../ai/types.ts';
import { files } from '../../../platform/db/tables/files.ts';
import type { Platform } from '../../../platform/platform.ts';
import { groundingDocuments } from '../../knowledge/service.ts';
import type { ChatBot } from '../chat-bot.ts';
import * as store from './store.ts';

type Ctx = Pick<Platform, 'db' | 'config' | 'clock' | 'storage' | 'vectorSearch' | 'ai'>;
type VisitorFile = Awaited<ReturnType<typeof store.visitorFiles>>[number];

/**
 * What the model is sent for a visitor's question: the bot's prompt (with its grounding rule)
 * as the system prompt, the visitor's own earlier exchanges, the bot's knowledge passages and
 * this question's attachments. The owner's custom instructions are theirs, not the bot's: left out.
 */
export async function visitorRequest(
  platform: Ctx,
  input: {
    tmpUid: string;
    bot: ChatBot;
    question: string;
    attached: VisitorFile[];
    vision: boolean;
    language: Language;
  },
): Promise<Omit<StreamRequest, 'signal'> & { groundedPassages: number }> {
  const { bot } = input;
  const [exchanges, grounding, attached] = await Promise.all([
    store.recentExchanges(platform.db, input.tmpUid, platform.config.CHAT_HISTORY_TURNS),
    bot.knowledge ? groundingDocuments(platform, bot.knowledge, input.question, { minScore: bot.minScore }) : [],
    attachments(platform, input.attached, input.vision),
  ]);
  const history: ChatMessage[] = exchanges.flatMap((row) => [
    { role: 'user' as const, content: row.input },
    { role: 'assistant' as const, content: row.response },
  ]);
  return {
    messages: [...history, { role: 'user', content: input.question, images: attached.images }],
    system: bot.system,
    documents: [...grounding, ...attached.documents],
    language: input.language,
    temperature: bot.temperature,
    groundedPassages: grounding.length,
  };
}

/** Documents by their text, read on upload; pictures by their bytes, for models that see. */
async function attachments(platform: Ctx, attached: VisitorFile[], vision: boolean) {
  if (attached.length === 0) return { documents: [], images: [] };
  const rows = await platform.db
    .select()
    .from(files)
    .where(
      inArray(
        files.id,
        attached.map((file) => file.fileId),
      ),
    );
  const documents: ContextDocument[] = [];
  const images: ImageInput[] = [];
  for (const row of rows) {
    const text = attached.find((file) => file.fileId === row.id)?.text;
    if (text) documents.push({ id: row.id, title: row.name, text });
    else if (vision && row.mime.startsWith('image/')) {
      const stored = await platform.storage.get(row.storageKey);
      if (stored) images.push({ data: new Uint8Array(await buffer(stored.stream)), mediaType: row.mime });
    }
  }
  return { documents, images };
}
