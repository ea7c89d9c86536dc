import type { ChatMessage } from '../state/types.ts';

/**
 * A row's height before it is measured, from its text: lines of prose, code and table rows at
 * the chat's sizes (15 px text at 1.7, 13 px code, the column about 85 characters wide). A good
 * guess keeps the scrollbar honest and the corrections small when rows scrolled into view for
 * the first time are measured (by the virtualizer's ResizeObserver, never a forced layout).
 */
const LINE = 25.5;
const CODE_LINE = 20;
const CHARS = 85;

function markdownHeight(text: string): number {
  let height = 0;
  let inCode = false;
  for (const line of text.split('\n')) {
    if (/^ {0,3}(`{3,}|~{3,})/.test(line)) {
      // The block's bar, padding and margins, once per block.
      if (!inCode) height += 64;
      inCode = !inCode;
    } else if (inCode) height += CODE_LINE;
    else if (line.trim() === '') height += 10;
    else if (/^\s*\|/.test(line)) height += /^\s*\|?\s*:?-{3}/.test(line) ? 0 : 41;
    else if (/^#{1,4}\s/.test(line)) height += 40;
    else height += Math.ceil(line.length / CHARS) * LINE;
  }
  return height;
}

/** Messages are replaced, never changed, when they change: an estimate holds for its object. */
const estimates = new WeakMap<ChatMessage, number>();

export function estimateRowHeight(message: ChatMessage | undefined): number {
  if (!message) return 100;
  let height = estimates.get(message);
  if (height === undefined) {
    height = estimate(message);
    estimates.set(message, height);
  }
  return height;
}

function estimate(message: ChatMessage): number {
  if (message.type === 'prompt') {
    const lines = message.content.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 60)), 0);
    return 72 + lines * 22 + (message.quoteInfo ? 48 : 0) + (message.fileList?.length ? 110 : 0);
  }
  // The model's name above, the actions below, the row's padding.
  return 100 + markdownHeight(message.content) + (message.source?.length ? 40 + message.source.length * 28 : 0);
}
