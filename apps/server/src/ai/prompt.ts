import { selectContext } from './context.ts';
import type { ModelPrompt } from './stream/model-call.ts';
import type { ChatMessage, Source, StreamRequest } from './types.ts';

/** The question a turn is about: the last user message's text. */
export function lastUserText(messages: readonly ChatMessage[]): string {
  return messages.findLast((message) => message.role === 'user')?.content ?? '';
}

/**
 * What a user's turn asks, without the passage they quoted above it: the chat sends a quote first,
 * as a Markdown quote, then the question (features/chat/context.ts). A turn that is only a quote
 * is kept whole.
 */
export function askedPart(turn: string): string {
  const lines = turn.split('\n');
  let first = 0;
  while (first < lines.length && (lines[first]!.startsWith('>') || !lines[first]!.trim())) first++;
  const asked = lines.slice(first).join('\n').trim();
  return asked || turn;
}

export type SdkPrompt = {
  /** The provider's prompt: the system message (instructions and documents) first, then the turns. */
  messages: ModelPrompt;
  /** The documents placed in the system prompt, announced as sources before the answer. */
  contextSources: Omit<Source, 'index'>[];
};

/**
 * Our request in the provider models' prompt shape (what the AI SDK hands `doStream`). Images
 * go in as bytes with their media type; a model without vision gets the text only, since most
 * providers reject image parts.
 */
export function toSdkPrompt(request: StreamRequest, vision: boolean): SdkPrompt {
  const context = selectContext(request.documents ?? [], lastUserText(request.messages));
  const system = [request.system?.trim(), context.prompt].filter(Boolean).join('\n\n');
  const messages: ModelPrompt = system ? [{ role: 'system', content: system }] : [];
  for (const message of request.messages) {
    const text = { type: 'text' as const, text: message.content };
    if (message.role === 'assistant') {
      messages.push({ role: 'assistant', content: [text] });
      continue;
    }
    const images = vision ? (message.images ?? []) : [];
    messages.push({
      role: 'user',
      content: [
        ...images.map((image) => ({
          type: 'file' as const,
          data: { type: 'data' as const, data: image.data },
          mediaType: image.mediaType,
        })),
        // An empty text part is left out, as the SDK does (some providers refuse one).
        ...(message.content || images.length === 0 ? [text] : []),
      ],
    });
  }
  return { messages, contextSources: context.sources };
}
