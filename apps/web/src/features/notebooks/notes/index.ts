/** The notebook's notes and studio panel, and the hooks the chat panel and composer use. */
export { NotesPanel, type NotesPanelProps } from './components/NotesPanel.tsx';
export { useSaveAnswerAsNote } from './api/mutations.ts';
export { useMentionSearch } from './api/mention.ts';
export { noteKeys } from './api/keys.ts';
export { useNoteTexts } from './model/texts.ts';
