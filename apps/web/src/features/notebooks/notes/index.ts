/** The notebook's notes and studio panel, and the hooks the chat panel and composer use. */
export { NotesPanel, type NotesPanelProps } from './components/NotesPanel.tsx';
export { useSaveAnswerAsNote } from './api/mutations.ts';
export { noteForMention, useMentionSearch } from './api/mention.ts';
export { mindMapOutline, readMindMap } from './model/mind-map.ts';
export { noteKeys } from './api/keys.ts';
export { useNoteTexts } from './model/texts.ts';
export { RenderMarkdownContext, type RenderMarkdown } from './model/markdown-slot.ts';
