import { NoteLimits, type Note } from '@inkstone/contract/notebook-notes';
import { notebookRoutes } from '@inkstone/contract/routes/notebooks';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '@/shared/api/call.ts';
import { noteKeys } from './keys.ts';
import { NOTES_PAGE_SIZE, notesOf, type NotePages } from './notes.ts';

/** Typing pauses this long before the search is asked (one call per pause, not per key). */
export const MENTION_DEBOUNCE_MS = 150;

/**
 * The composer's `@` menu: notes whose title or text holds the keyword and sources whose name
 * does, at most 200 of each (SPEC §9, the server's limit). An empty keyword lists everything up
 * to the limit. While a new keyword is asked, the last answer stays shown. A keyword over the
 * contract's length is not sent.
 */
export function useMentionSearch(notebookId: string, keyword: string, options: { enabled?: boolean } = {}) {
  const [settled, setSettled] = useState(keyword.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(keyword.trim()), MENTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword]);
  return useQuery({
    queryKey: noteKeys.search(notebookId, settled),
    queryFn: ({ signal }) =>
      call(notebookRoutes.searchNotes, { notebookId, keyword: settled }, { signal, silent: true }),
    enabled: (options.enabled ?? true) && settled.length <= NoteLimits.keywordMax,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/**
 * A note picked in the `@` menu, whole (the search lists excerpts only): from the notes already
 * loaded, else from the notes pages, asked one after another until it turns up; null once it is
 * gone (deleted since the menu listed it).
 */
export async function noteForMention(client: QueryClient, notebookId: string, noteId: string): Promise<Note | null> {
  const loaded = notesOf(client.getQueryData<NotePages>(noteKeys.list(notebookId))).find((note) => note.id === noteId);
  if (loaded) return loaded;
  for (let current = 1; ; current += 1) {
    const page = await call(notebookRoutes.notes, { notebookId, current, size: NOTES_PAGE_SIZE });
    const found = page.records.find((note) => note.id === noteId);
    if (found) return found;
    if (current >= page.pages) return null;
  }
}
