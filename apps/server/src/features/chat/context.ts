import type { ChatMessage, ContextDocument, ImageInput } from '../../ai/types.ts';
import type { MessageRow } from './store.ts';

/** The user's turn as the model reads it: a quote first, as Markdown, then the question. */
export function userTurn(prompt: string, quote?: string | null): string {
  if (!quote?.trim()) return prompt;
  const quoted = quote
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `${quoted}\n\n${prompt}`;
}

/** Earlier finished exchanges, oldest first, as alternating user and assistant messages. */
export function historyMessages(rows: MessageRow[]): ChatMessage[] {
  return rows.flatMap((row) => [
    { role: 'user' as const, content: userTurn(row.input, row.ref.find((item) => item.type === 'quote')?.content) },
    { role: 'assistant' as const, content: row.response },
  ]);
}

type Attached = { id: string; name: string; mime: string; text: string | null; bytes?: Uint8Array };

/** Attachments split into what the model can read: documents by text, pictures by bytes. */
export function attachmentsFor(attached: Attached[], vision: boolean): { documents: ContextDocument[]; images: ImageInput[]; unseen: string[] } {
  const documents: ContextDocument[] = [];
  const images: ImageInput[] = [];
  const unseen: string[] = [];
  for (const file of attached) {
    if (file.text) documents.push({ id: file.id, title: file.name, text: file.text });
    else if (file.mime.startsWith('image/') && vision && file.bytes) images.push({ data: file.bytes, mediaType: file.mime });
    else unseen.push(file.name);
  }
  return { documents, images, unseen };
}
