import type { ModelMessage } from 'ai';
import { selectContext } from './context.ts';
import type { ChatMessage, Source, StreamRequest } from './types.ts';

/** The question a turn is about: the last user message's text. */
export function lastUserText(messages: readonly ChatMessage[]): string {
  return messages.findLast((message) => message.role === 'user')?.content ?? '';
}

export type SdkPrompt = {
  system: string | undefined;
  messages: ModelMessage[];
  /** The documents placed in the system prompt, announced as sources before the answer. */
  contextSources: Omit<Source, 'index'>[];
};

/**
 * Our request in the AI SDK's message shape. Images go in as bytes with their media type;
 * a model without vision gets the text only, since most providers reject image parts.
 */
export function toSdkPrompt(request: StreamRequest, vision: boolean): SdkPrompt {
  const context = selectContext(request.documents ?? [], lastUserText(request.messages));
  const system = [request.system?.trim(), context.prompt].filter(Boolean).join('\n\n') || undefined;
  const messages: ModelMessage[] = request.messages.map((message) => {
    if (message.role === 'assistant') return { role: 'assistant', content: message.content };
    const images = vision ? (message.images ?? []) : [];
    if (images.length === 0) return { role: 'user', content: message.content };
    return {
      role: 'user',
      content: [
        ...images.map((image) => ({ type: 'file' as const, data: image.data, mediaType: image.mediaType })),
        { type: 'text' as const, text: message.content },
      ],
    };
  });
  return { system, messages, contextSources: context.sources };
}
