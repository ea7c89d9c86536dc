import type { WritingDoc } from '@inkstone/contract/writing';
import { writingRoutes as table } from '@inkstone/contract/routes/writing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '@/shared/api/call.ts';
import { writingKeys } from '../api/keys.ts';
import { Autosaver, type SaveState } from './autosaver.ts';

/**
 * One autosave per opened document (see autosaver.ts). The list is refreshed after each save so
 * its titles, excerpts and order follow; leaving the document sends what is typed, and closing
 * the tab with unsent text asks first.
 */
export function useAutosave(doc: WritingDoc) {
  const client = useQueryClient();
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
          void client.invalidateQueries({ queryKey: writingKeys.docs() });
          if (input.snapshot) void client.invalidateQueries({ queryKey: writingKeys.versions(doc.id) });
          return saved;
        },
        onChange: setState,
      }),
  );

  useEffect(() => () => saver.dispose(), [saver]);

  useEffect(() => {
    if (state.status === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.status]);

  return { saver, state };
}
