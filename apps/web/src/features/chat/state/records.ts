import type { HistoryRecord } from '@inkstone/contract/chat';
import type { ChatMessage } from './types.ts';

export const promptIdOf = (answerId: string) => `prompt:${answerId}`;

type Reply = { text: string; images?: string[]; urls?: string[] };

/** SPEC §3: `reponse` is JSON {text, images, urls} or plain text. */
export function parseReply(reponse: string): Reply {
  const trimmed = reponse.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (typeof parsed === 'object' && parsed !== null && typeof (parsed as Reply).text === 'string') {
        const reply = parsed as Reply;
        return {
          text: reply.text,
          images: Array.isArray(reply.images) ? reply.images.filter((item) => typeof item === 'string') : undefined,
          urls: Array.isArray(reply.urls) ? reply.urls.filter((item) => typeof item === 'string') : undefined,
        };
      }
    } catch {
      // plain text that happens to start with a brace
    }
  }
  return { text: reponse };
}

/**
 * One stored exchange becomes a prompt and its answer. Loaded answers are done, whatever their
 * status (a 'fail' keeps what was written and shows the error beside it), except a text answer
 * still being written: the chat reattaches to it (send.ts `reattach`) and shows it completing.
 */
export function recordToMessages(
  record: HistoryRecord,
  botId: string,
  fallbackError: string,
): [ChatMessage, ChatMessage] {
  const reply = parseReply(record.reponse);
  const quote = record.ref.find((item) => item.type === 'quote')?.content;
  const files = record.chatFileUrl.map((file) => ({
    fileId: file.fileId,
    name: file.name,
    url: file.url,
    type: file.type,
  }));
  const base = {
    sessionId: record.sessionId,
    botId,
    msgType: 'text' as const,
    format: 'markdown' as const,
    done: true,
    model: record.model,
  };
  return [
    {
      ...base,
      type: 'prompt',
      msgId: promptIdOf(record.msgId),
      content: record.input,
      quoteInfo: quote,
      promptHTML: record.prompt || undefined,
      fileList: files.length ? files : undefined,
    },
    {
      ...base,
      type: 'response',
      msgId: record.msgId,
      tableId: record.tableId,
      content: reply.text,
      sourceImages: reply.images,
      sourceUrls: reply.urls,
      reasoning: record.reasoningContent || undefined,
      source: record.source.length ? record.source : undefined,
      score: record.score,
      publishToHtmlUrl: record.publishToHtmlUrl,
      error: record.status === 'fail' ? (record.error ?? fallbackError) : undefined,
      done: record.status !== 'streaming' || record.msgType === 'image',
      // An image model's answer: its text is the picture's HTML, its images the pictures.
      ...(record.msgType === 'image' ? { msgType: 'image' as const, format: 'html' as const } : {}),
    },
  ];
}

/**
 * A history page (newest first) in reading order, without exchanges the client already holds:
 * questions asked in this visit shift the server's pages, so a later page can repeat them.
 */
export function pageToMessages(
  records: readonly HistoryRecord[],
  held: readonly ChatMessage[],
  botId: string,
  fallbackError: string,
): ChatMessage[] {
  const ids = new Set(held.map((message) => message.msgId));
  return [...records]
    .reverse()
    .filter((record) => !ids.has(record.msgId))
    .flatMap((record) => recordToMessages(record, botId, fallbackError));
}
