import { PlusOutlined } from '@ant-design/icons';
import type { Source } from '@inkstone/contract/chat';
import type { Note, StudioKind } from '@inkstone/contract/notebook-notes';
import type { NotebookRole } from '@inkstone/contract/notebooks';
import { App, Alert, Button, Empty, Spin } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/shared/api/errors.ts';
import { reportApiError } from '@/shared/api/report.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useNotePushes } from '../api/live.ts';
import { useDeleteNote, useGenerateStudio, useNoteToSource, useUpdateNote } from '../api/mutations.ts';
import { notesOf, useNotes } from '../api/notes.ts';
import { useNoteTexts } from '../model/texts.ts';
import { NoteCard, type NoteAction } from './NoteCard.tsx';
import { NoteEditor } from './NoteEditor.tsx';
import { NoteReader } from './NoteReader.tsx';
import { StudioBar } from './StudioBar.tsx';
import styles from './notes.module.css';

export type NotesPanelProps = {
  notebookId: string;
  /** The reader's role (cli/notebook/v1/get): viewers read; the owner and editors write. */
  role: NotebookRole;
  /** The sources chosen in the sources panel; left out while every source counts. */
  selectedSourceIds?: readonly string[];
  /** A citation chip of a note: open its source at the cited passage. */
  onOpenCitation: (source: Source) => void;
};

/** A refusal in the server's words (silent calls), or the client's usual report. */
function report(caught: unknown) {
  if (caught instanceof ApiError && caught.kind === 'envelope') toast('error', caught.message);
  else if (caught instanceof ApiError) reportApiError(caught);
  else throw caught;
}

/**
 * The notebook's notes and studio (issue [notebooks] items 4 and 5): studio buttons on top, then
 * the notes, pinned first. Studio notes follow their job live (socket pushes, else polling).
 */
export function NotesPanel({ notebookId, role, selectedSourceIds, onOpenCitation }: NotesPanelProps) {
  const { t, kindName, titleOf } = useNoteTexts();
  const { modal } = App.useApp();
  const canWrite = role === 'owner' || role === 'editor';
  const list = useNotes(notebookId);
  useNotePushes(notebookId);
  const update = useUpdateNote(notebookId);
  const del = useDeleteNote(notebookId);
  const toSource = useNoteToSource(notebookId);
  const generate = useGenerateStudio(notebookId);
  const [editing, setEditing] = useState<Note | 'new' | null>(null);
  const [readingId, setReadingId] = useState<string | null>(null);
  const notes = notesOf(list.data);
  const reading = notes.find((note) => note.id === readingId) ?? null;
  const noSources = selectedSourceIds !== undefined && selectedSourceIds.length === 0;

  const runGenerate = (kind: StudioKind) =>
    generate.mutate(
      { kind, sourceIds: selectedSourceIds ? [...selectedSourceIds] : undefined },
      { onSuccess: () => toast('info', t('studio.started', { kind: kindName(kind) })), onError: report },
    );

  const act = (note: Note, action: NoteAction) => {
    switch (action) {
      case 'edit':
        return setEditing(note);
      case 'pin':
      case 'unpin':
        return update.mutate(
          { id: note.id, pinned: action === 'pin' },
          { onSuccess: () => toast('success', t(action === 'pin' ? 'notes.pinnedDone' : 'notes.unpinnedDone')) },
        );
      case 'toSource':
        return toSource.mutate(note.id, {
          onSuccess: (source) => toast('success', t('notes.toSourceDone', { name: source.name })),
          onError: report,
        });
      case 'delete':
        return void modal.confirm({
          title: t('notes.deleteTitle', { title: titleOf(note) }),
          content: t('notes.deleteBody'),
          okText: t('notes.delete'),
          okButtonProps: { danger: true },
          cancelText: t('notes.cancel'),
          onOk: () =>
            del.mutateAsync(note.id).then(
              () => toast('success', t('notes.deleted')),
              () => undefined,
            ),
        });
    }
  };

  return (
    <div className={styles.panel}>
      {canWrite ? (
        <StudioBar
          notes={notes}
          noSources={noSources}
          pending={generate.isPending ? (generate.variables?.kind ?? null) : null}
          onGenerate={runGenerate}
        />
      ) : (
        <p className={styles.hint}>{t('studio.viewer')}</p>
      )}
      <section className={styles.section} aria-labelledby="notebook-notes-title">
        <div className={styles.sectionHead}>
          <h2 id="notebook-notes-title" className={styles.sectionTitle}>
            {t('notes.title')}
          </h2>
          {canWrite && (
            <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('notes.new')}
            </Button>
          )}
        </div>
        {list.isPending ? (
          <Spin description={t('notes.loading')}>
            <div style={{ minHeight: 80 }} />
          </Spin>
        ) : list.isError && notes.length === 0 ? (
          <Alert
            type="error"
            showIcon
            title={t('notes.error')}
            action={<Button onClick={() => void list.refetch()}>{t('notes.retry')}</Button>}
          />
        ) : notes.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={canWrite ? t('notes.empty') : t('notes.emptyViewer')}
          />
        ) : (
          <ul className={styles.list} aria-labelledby="notebook-notes-title">
            {notes.map((note) => (
              <NoteCard
                key={note.id}
                note={note}
                canWrite={canWrite}
                onOpen={() => setReadingId(note.id)}
                onAction={(action) => act(note, action)}
                onRegenerate={() => runGenerate(note.kind as StudioKind)}
                onOpenCitation={onOpenCitation}
              />
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('notes.more')}
          </Button>
        )}
      </section>
      {editing && (
        <NoteEditor
          notebookId={notebookId}
          note={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {reading && (
        <NoteReader
          note={reading}
          canWrite={canWrite}
          onClose={() => setReadingId(null)}
          onEdit={() => {
            setReadingId(null);
            setEditing(reading);
          }}
          onOpenCitation={onOpenCitation}
        />
      )}
    </div>
  );
}
