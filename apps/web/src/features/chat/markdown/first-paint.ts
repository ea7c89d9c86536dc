import { createContext } from 'react';

/**
 * False while a list paints its first rows: their answers show as plain text (cheap to lay out),
 * and become Markdown in the background right after (MessageList), so opening a long
 * conversation shows its newest messages without waiting for them to be parsed.
 */
export const MarkdownAllowed = createContext(true);
