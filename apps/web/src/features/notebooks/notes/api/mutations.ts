import type { Source } from '@inkstone/contract/chat';
import type { Note, StudioKind } from '@inkstone/contract/notebook-notes';
import { notebookRoutes } from '@inkstone/contract/routes/notebooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { knowledgeKeys } from '@/shared/knowledge/index.ts';
import { noteKeys } from './keys.ts';
import { patchNotes, upsertNote } from './notes.ts';

/*
 * Writing calls (owner and editors). Forms call them silently and show the server's refusal in
 * place; the rest let the API client toast it in the server's words.
 */

export type NoteFields = { title?: string; content: string };

/** Writes a note by hand; the list is asked again for the server's order. */
export function useCreateNote(notebookId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: NoteFields) => call(notebookRoutes.createNote, { notebookId, ...fields }, { silent: true }),
    onSuccess: (note) => {
      upsertNote(client, note);
      void client.invalidateQueries({ queryKey: noteKeys.all(notebookId) });
    },
  });
}

/** Edits a note's title, text or pin; a pin moves it, so the list is asked again. */
export function useUpdateNote(notebookId: string, options: { silent?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: { id: string; title?: string; content?: string; pinned?: boolean }) =>
      call(notebookRoutes.updateNote, { notebookId, ...fields }, { silent: options.silent ?? false }),
    onSuccess: (note) => {
      upsertNote(client, note);
      void client.invalidateQueries({ queryKey: noteKeys.all(notebookId) });
    },
  });
}

export function useDeleteNote(notebookId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(notebookRoutes.delNote, { notebookId, id }),
    onSuccess: (_done, id) => patchNotes(client, notebookId, (notes) => notes.filter((note) => note.id !== id)),
    onSettled: () => client.invalidateQueries({ queryKey: noteKeys.all(notebookId) }),
  });
}

/**
 * Turns a note into a pasted-text source; the notebook's source list is asked again so it shows
 * there and learns. Silent: the panel shows the refusal ("source limit reached") itself.
 */
export function useNoteToSource(notebookId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(notebookRoutes.noteToSource, { notebookId, id }, { silent: true }),
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: knowledgeKeys.list({ kind: 'notebook', id: notebookId }) }),
  });
}

/**
 * Asks for a studio note from the chosen sources (every learned one when `sourceIds` is left
 * out). The answer is the note, still generating; pushes (or the list's polling) carry it on.
 * There is one note per kind, so asking again rewrites that note in place.
 */
export function useGenerateStudio(notebookId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: StudioKind; sourceIds?: string[] }) =>
      call(notebookRoutes.generateStudio, { notebookId, ...input }, { silent: true }),
    onSuccess: (note: Note) => {
      upsertNote(client, note);
      void client.invalidateQueries({ queryKey: noteKeys.all(notebookId) });
    },
  });
}

/**
 * For the chat panel: "save this answer as a note". `mutate(answerText, citations)` keeps the
 * answer's `source` list as the note's citations, so its `[n]` marks still open the passages.
 * A refusal is the API client's toast; the panel list shows the new note at once.
 */
export function useSaveAnswerAsNote(notebookId: string) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ text, citations }: { text: string; citations: readonly Source[] }) =>
      call(notebookRoutes.createNote, { notebookId, content: text, kind: 'answer', citations: [...citations] }),
    onSuccess: (note) => {
      upsertNote(client, note);
      void client.invalidateQueries({ queryKey: noteKeys.all(notebookId) });
    },
  });
  return {
    ...mutation,
    mutate: (text: string, citations: readonly Source[] = []) => mutation.mutate({ text, citations }),
    mutateAsync: (text: string, citations: readonly Source[] = []) => mutation.mutateAsync({ text, citations }),
  };
}
