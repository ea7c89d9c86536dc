import type { ChatMessage } from '../state/types.ts';

/** One finished question and answer of the chat, as the dialog lists it. */
export type Turn = { tableId: number; question: string; published: string | null };

/** The chat's finished, stored answers with the question each answered, oldest first. */
export function finishedTurns(messages: readonly ChatMessage[]): Turn[] {
  const turns: Turn[] = [];
  messages.forEach((message, index) => {
    if (message.type !== 'response' || !message.done || message.error || message.tableId === undefined) return;
    const prompt = messages
      .slice(0, index)
      .reverse()
      .find((candidate) => candidate.type === 'prompt');
    turns.push({
      tableId: message.tableId,
      question: prompt?.content ?? '',
      published: message.publishToHtmlUrl ?? null,
    });
  });
  return turns;
}
