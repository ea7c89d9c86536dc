import type { Source } from '@inkstone/contract/chat';
import type { Note } from '@inkstone/contract/notebook-notes';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { readMindMap } from '../model/mind-map.ts';
import { useNoteTexts } from '../model/texts.ts';
import { CitationChips } from './CitationChips.tsx';
import { MindMapTree } from './MindMapTree.tsx';
import { NoteText } from './NoteText.tsx';

/** A note read in full: a mind map as its tree, anything else as Markdown; its citations below. */
export function NoteBody({ note, onOpenCitation }: { note: Note; onOpenCitation: (source: Source) => void }) {
  const { t } = useNoteTexts();
  const map = useMemo(() => (note.kind === 'mindMap' ? readMindMap(note.content) : null), [note.kind, note.content]);
  return (
    <>
      {note.kind !== 'mindMap' ? (
        <NoteText content={note.content} citations={note.citations} onOpenCitation={onOpenCitation} />
      ) : map ? (
        <MindMapTree map={map} />
      ) : (
        <Alert type="warning" showIcon title={t('notes.mindMapUnreadable')} />
      )}
      <CitationChips citations={note.citations} onOpen={onOpenCitation} />
    </>
  );
}
