import { notebookNotePushSchema } from '@inkstone/contract/routes/pushes';
import type { NotebookNotePush } from '@inkstone/contract/notebook-notes';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '@/shared/socket/realtime.ts';
import { noteKeys } from './keys.ts';
import { patchNotes } from './notes.ts';

/**
 * Applies one studio push to the notebook's cached notes: progress shows at once. A note that
 * finished (its text, or its reason in the reader's language, is not in the push) or one this
 * list has not seen is asked for again.
 */
export function applyNotePush(client: QueryClient, notebookId: string, push: NotebookNotePush): void {
  if (push.notebookId !== notebookId) return;
  let known = false;
  const working = push.status === 'queued' || push.status === 'running';
  patchNotes(client, notebookId, (notes) =>
    notes.map((note) => {
      if (note.id !== push.noteId) return note;
      known = true;
      return working ? { ...note, status: 'generating', progress: push.progress, error: null } : note;
    }),
  );
  if (!known || !working) void client.invalidateQueries({ queryKey: noteKeys.all(notebookId) });
}

/** Follows the socket's studio pushes for one notebook while the caller is mounted. */
export function useNotePushes(notebookId: string): void {
  const client = useQueryClient();
  useEffect(
    () => realtime.subscribe('notebookNote', notebookNotePushSchema, (push) => applyNotePush(client, notebookId, push)),
    [client, notebookId],
  );
}
