import { normaliseText } from './normalise.ts';
import type { FormatOutput } from './types.ts';

/**
 * Plain text and Markdown are already in the form `splitBlocks` reads. Tabs stay: a
 * tab-separated table pasted into a .txt keeps its rows.
 */
export function loadPlainText(text: string): FormatOutput {
  return { kind: 'text', text: normaliseText(text, { keepTabs: true }) };
}
