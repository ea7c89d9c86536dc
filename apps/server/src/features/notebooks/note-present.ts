import type { Language } from '@inkstone/contract/edition';
import { formatMessage, isMessageKey, type MessageKey } from '@inkstone/contract/messages';
import type { Note } from '@inkstone/contract/notebook-notes';
import type { NoteRecord } from './note-store.ts';

/**
 * Why a studio note failed, kept as a message key with its parameters rather than as words:
 * the note is read in its readers' languages, not only in its asker's.
 */
export type NoteReason = { key: MessageKey; params?: Record<string, string | number> };

export const encodeNoteReason = (reason: NoteReason): string => JSON.stringify(reason);

export function noteReasonText(stored: string | null, language: Language): string | null {
  if (!stored) return null;
  try {
    const reason = JSON.parse(stored) as Partial<NoteReason>;
    if (typeof reason.key === 'string' && isMessageKey(reason.key)) {
      return formatMessage(language, reason.key, reason.params ?? {});
    }
  } catch {
    // Not ours: shown inside the generic sentence below.
  }
  return formatMessage(language, 'notebook.studioFailed', { reason: stored });
}

export function presentNote({ note, writer }: NoteRecord, language: Language): Note {
  return {
    id: note.id,
    notebookId: note.notebookId,
    title: note.title,
    content: note.content,
    pinned: note.pinned,
    kind: note.kind,
    status: note.status,
    progress: note.status === 'ready' ? 100 : note.progress,
    error: note.status === 'failed' ? noteReasonText(note.failureReason, language) : null,
    citations: note.citations,
    createdBy: note.createdBy === null ? null : { id: note.createdBy, nickname: writer ?? '' },
    createTime: note.createdAt.toISOString(),
    updateTime: note.updatedAt.toISOString(),
  };
}
