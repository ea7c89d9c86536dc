import type { WritingDoc } from '@inkstone/contract/writing';
import { writingRoutes as table } from '@inkstone/contract/routes/writing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '@/shared/api/call.ts';
import { writingKeys } from '../api/keys.ts';
import { Autosaver, type SaveState } from './autosaver.ts';

/** Content saves refresh the document list once the writer pauses this long, not after every save. */
export const LIST_REFRESH_MS = 4_000;

/**
 * One autosave per opened document (see autosaver.ts). The list follows the saves so its titles,
 * excerpts and order are right: at once after a new title, and for the text once the writer pauses
 * (a save comes every second or two while typing; the list need not be fetched again each time).
 * Leaving the document sends what is typed, and closing the tab with unsent text asks first.
 */
export function useAutosave(doc: WritingDoc) {
  const client = useQueryClient();
  const [list] = useState(() => laterRefresh(() => void client.invalidateQueries({ queryKey: writingKeys.docs() })));
  const [state, setState] = useState<SaveState>({ status: 'saved', error: null, theirs: null, savedAt: null });
  const [saver] = useState(
    () =>
      new Autosaver({
        id: doc.id,
        revision: doc.revision,
        content: doc.content,
        title: doc.title,
        save: async (input) => {
          const saved = await call(table.update, input, { silent: true });
          // The opened document's copy follows, so reopening it later starts from what was saved.
          client.setQueryData<WritingDoc>(writingKeys.doc(doc.id), (old) =>
            old ? { ...old, ...saved, content: input.content } : old,
          );
          if (input.title !== undefined) list.now();
          else list.soon();
          if (input.snapshot) void client.invalidateQueries({ queryKey: writingKeys.versions(doc.id) });
          return saved;
        },
        onChange: setState,
      }),
  );

  useEffect(
    () => () => {
      saver.dispose();
      list.flush();
    },
    [saver, list],
  );

  useEffect(() => {
    if (state.status === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.status]);

  return { saver, state };
}

/** A refresh run at once (`now`), after a quiet spell (`soon`), or, if one is waiting, on leaving (`flush`). */
function laterRefresh(refresh: () => void) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    now() {
      clear();
      refresh();
    },
    soon() {
      clear();
      timer = setTimeout(() => {
        timer = null;
        refresh();
      }, LIST_REFRESH_MS);
    },
    flush() {
      if (timer === null) return;
      clear();
      refresh();
    },
  };
}
