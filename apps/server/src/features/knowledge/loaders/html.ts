import { readableHtml } from './readable-html.ts';
import type { FormatOutput } from './types.ts';

/** An uploaded HTML file: its main text, or the whole body when it has no article shape. */
export function loadHtml(text: string): FormatOutput {
  return { kind: 'text', text: readableHtml(text, { fallbackToBody: true }).text };
}
