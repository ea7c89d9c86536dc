import type { Source } from '@inkstone/contract/chat';
import { createContext, type ReactNode } from 'react';

/**
 * The full Markdown renderer (GFM tables, links, code, math) with `[n]` marks that open the n-th
 * citation. It is the chat's (lazily loaded, shared with the answers beside it), handed in by the
 * app (app/routes/NotebookRoute.tsx), since features never import each other.
 */
export type RenderMarkdown = (props: {
  text: string;
  sources: readonly Source[];
  onCitation: (source: Source) => void;
}) => ReactNode;

/** Without one (the panel alone, as in its tests), notes are read by the small reader of markdown.ts. */
export const RenderMarkdownContext = createContext<RenderMarkdown | null>(null);
