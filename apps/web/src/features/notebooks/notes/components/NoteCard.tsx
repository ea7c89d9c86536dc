import { LoadingOutlined, MoreOutlined, PushpinFilled } from '@ant-design/icons';
import type { Source } from '@inkstone/contract/chat';
import type { Note } from '@inkstone/contract/notebook-notes';
import { Button, Dropdown, Progress, Tag, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { readMindMap, mindMapWords } from '../model/mind-map.ts';
import { excerptOf } from '../model/markdown.ts';
import { useNoteTexts } from '../model/texts.ts';
import { CitationChips } from './CitationChips.tsx';
import styles from './notes.module.css';

export type NoteAction = 'edit' | 'pin' | 'unpin' | 'toSource' | 'delete';

export type NoteCardProps = {
  note: Note;
  canWrite: boolean;
  onOpen: () => void;
  onAction: (action: NoteAction) => void;
  /** A studio note (failed, or from the menu): generate it again. */
  onRegenerate: () => void;
  onOpenCitation: (source: Source) => void;
};

const isStudio = (note: Note) => note.kind !== 'note' && note.kind !== 'answer';

/**
 * One note in the list: its title (opens it), pinned/kind/status tags, then its progress, its
 * failure with the reason and "generate again", or an excerpt; its citations as chips. Writers
 * get a menu of edit, pin, turn into a source and delete.
 */
export function NoteCard({ note, canWrite, onOpen, onAction, onRegenerate, onOpenCitation }: NoteCardProps) {
  const { t, kindName, contract, titleOf } = useNoteTexts();
  const title = titleOf(note);
  const excerpt = useMemo(() => {
    if (note.kind !== 'mindMap') return excerptOf(note.content);
    const map = readMindMap(note.content);
    return map ? excerptOf(mindMapWords(map)) : '';
  }, [note.kind, note.content]);

  const ready = note.status === 'ready';
  const items: MenuProps['items'] = [
    ...(ready && note.kind !== 'mindMap' ? [{ key: 'edit', label: t('notes.edit') }] : []),
    ...(ready && isStudio(note) ? [{ key: 'regenerate', label: t('notes.regenerate') }] : []),
    note.pinned ? { key: 'unpin', label: t('notes.unpin') } : { key: 'pin', label: t('notes.pin') },
    ...(ready ? [{ key: 'toSource', label: t('notes.toSource') }] : []),
    { type: 'divider' as const },
    { key: 'delete', label: t('notes.delete'), danger: true },
  ];

  return (
    <li className={note.pinned ? `${styles.card} ${styles.cardPinned}` : styles.card} data-testid="note-card">
      <div className={styles.cardHead}>
        <button
          type="button"
          className={styles.cardTitle}
          onClick={onOpen}
          aria-label={t('notes.open', { title })}
          aria-haspopup="dialog"
        >
          {title}
        </button>
        {canWrite && (
          <Dropdown
            trigger={['click']}
            menu={{
              items,
              onClick: ({ key }) => (key === 'regenerate' ? onRegenerate() : onAction(key as NoteAction)),
            }}
          >
            <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('notes.actions', { title })} />
          </Dropdown>
        )}
      </div>
      <div className={styles.tags}>
        {note.pinned && (
          <Tag color="gold" icon={<PushpinFilled />}>
            {t('notes.pinned')}
          </Tag>
        )}
        <Tag color={isStudio(note) ? 'purple' : note.kind === 'answer' ? 'blue' : undefined}>{kindName(note.kind)}</Tag>
        {note.status === 'generating' && (
          <Tag icon={<LoadingOutlined />} color="processing">
            {t('notes.generating', { progress: note.progress })}
          </Tag>
        )}
        {note.status === 'failed' && <Tag color="error">{t('notes.failed')}</Tag>}
      </div>
      {note.status === 'generating' && (
        <Progress percent={note.progress} size="small" showInfo={false} aria-label={title} />
      )}
      {note.status === 'failed' && (
        <div className={styles.failed} role="alert">
          <span>{note.error ? contract(note.error) : t('notes.failedUnknown')}</span>
          {canWrite && isStudio(note) && (
            <Button size="small" onClick={onRegenerate}>
              {t('notes.regenerate')}
            </Button>
          )}
        </div>
      )}
      {ready && excerpt && <p className={styles.excerpt}>{excerpt}</p>}
      {ready && <CitationChips citations={note.citations} onOpen={onOpenCitation} />}
    </li>
  );
}
