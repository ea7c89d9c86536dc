import type { Source } from '@inkstone/contract/chat';
import { createContext } from 'react';

/**
 * Saves a finished answer as a note, with its citations, where the page keeps notes (a
 * notebook). Without it, answers offer no such action.
 */
export type SaveAnswer = (answer: { text: string; citations: Source[] }) => void;
export const SaveAnswerContext = createContext<SaveAnswer | null>(null);
