import type { Source } from '@inkstone/contract/chat';
import type { MentionProvider } from '@/shared/mentions/mention-provider.ts';

/**
 * What the notebook page hands the chat panel the app puts beside it (features never import each
 * other: app/routes/NotebookRoute.tsx joins the two).
 */
export type NotebookChatSlot = {
  notebookId: string;
  /** The sources the reader chose; left out while every source counts. */
  sourceIds: string[] | undefined;
  /** Questions to start from while the chat is empty. */
  suggestions: string[];
  /** A citation in an answer: open its source at the passage. */
  onCitation: (source: Source) => void;
  /** "Save to note" under each answer; left out for a viewer, who cannot write notes. */
  onSaveAnswer?: (answer: { text: string; citations: Source[] }) => void;
  /** What the composer's `@` lists: the notebook's sources and notes (detail/use-mentions.ts). */
  mentions: MentionProvider;
};
