import type { Note } from '@inkstone/contract/notebook-notes';
import { notebookRoutes } from '@inkstone/contract/routes/notebooks';
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { nextPageOf } from '@/shared/api/paging.ts';
import { noteKeys } from './keys.ts';

/** A page holds this many notes (a notebook rarely has more). */
export const NOTES_PAGE_SIZE = 50;
/**
 * Studio pushes reach only the person who asked for the note, so while one is generating the
 * list is also asked again this often (a co-editor's or viewer's panel follows that way).
 */
export const GENERATING_POLL_MS = 4_000;

type Page = { records: Note[]; total: number; current: number; size: number; pages: number };
export type NotePages = InfiniteData<Page, number>;

export const notesOf = (data: InfiniteData<Page, unknown> | undefined): Note[] =>
  data?.pages.flatMap((page) => page.records) ?? [];

/** A notebook's notes in the server's order (pinned first, then newest), a page at a time. */
export function useNotes(notebookId: string) {
  return useInfiniteQuery({
    queryKey: noteKeys.list(notebookId),
    queryFn: ({ pageParam, signal }) =>
      call(notebookRoutes.notes, { notebookId, current: pageParam, size: NOTES_PAGE_SIZE }, { signal, silent: true }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    refetchInterval: (query) =>
      notesOf(query.state.data).some((note) => note.status === 'generating') ? GENERATING_POLL_MS : false,
  });
}

/** Rewrites the loaded notes of a notebook (an edit or a push shows at once, wherever the card is). */
export function patchNotes(client: QueryClient, notebookId: string, change: (notes: Note[]) => Note[]): void {
  client.setQueryData<NotePages>(noteKeys.list(notebookId), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, records: change(page.records) })) } : data,
  );
}

/** Puts a note in the list: in its place when loaded, else first (the server orders on the next fetch). */
export function upsertNote(client: QueryClient, note: Note): void {
  let found = false;
  patchNotes(client, note.notebookId, (notes) =>
    notes.map((entry) => {
      if (entry.id !== note.id) return entry;
      found = true;
      return note;
    }),
  );
  if (!found)
    client.setQueryData<NotePages>(noteKeys.list(note.notebookId), (data) =>
      data?.pages[0]
        ? { ...data, pages: [{ ...data.pages[0], records: [note, ...data.pages[0].records] }, ...data.pages.slice(1)] }
        : data,
    );
}
