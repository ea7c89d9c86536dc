import { createContext, type ReactNode } from 'react';

/** A quote the writer sent to the chat with Cmd/Ctrl+L; `at` tells one from the next. */
export type ChatQuote = { text: string; at: number };

/**
 * The chat beside the editor. Writing and chat are separate features, so the app hands the chat
 * in (app/routes/WriteRoute.tsx); without it the panel holds the AI tools alone.
 */
export type RenderWritingChat = (props: {
  docId: string;
  intro: string;
  suggestions: readonly string[];
  quoteIn?: ChatQuote;
}) => ReactNode;

/** The writing page hands the chat down to the opened document's panel. */
export const WritingChatSlot = createContext<RenderWritingChat | undefined>(undefined);
