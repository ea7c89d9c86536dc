import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQuery } from '@/test/with-query.tsx';
import { citation, fakeNotesServer, note } from '../testing/fake-notes-server.ts';
import { noteKeys } from './keys.ts';
import { applyNotePush } from './live.ts';
import { MENTION_DEBOUNCE_MS, useMentionSearch } from './mention.ts';
import { useSaveAnswerAsNote } from './mutations.ts';
import { notesOf, useNotes } from './notes.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('notes hooks', () => {
  it('saves an answer as a note with its citations, and the list shows it', async () => {
    const server = fakeNotesServer({ notes: [note({ title: 'Older' })] });
    const { wrapper } = withQuery();
    const { result } = renderHook(() => ({ list: useNotes('nb1'), save: useSaveAnswerAsNote('nb1') }), { wrapper });
    await waitFor(() => expect(notesOf(result.current.list.data)).toHaveLength(1));
    const cited = [citation(1), citation(2)];
    act(() => result.current.save.mutate('Tea came from China [1][2].', cited));
    await waitFor(() => expect(result.current.save.isSuccess).toBe(true));
    expect(server.callsTo('cli/notebook/note/v1/create')[0]!.json).toEqual({
      notebookId: 'nb1',
      content: 'Tea came from China [1][2].',
      kind: 'answer',
      citations: cited,
    });
    await waitFor(() =>
      expect(notesOf(result.current.list.data).map((entry) => entry.kind)).toEqual(['answer', 'note']),
    );
  });

  it('searches for the @ menu after typing pauses, keeping the last answer meanwhile', async () => {
    const server = fakeNotesServer({ notes: [note({ title: 'Green tea' }), note({ title: 'Coffee' })] });
    const { wrapper } = withQuery();
    const { result, rerender } = renderHook(({ keyword }) => useMentionSearch('nb1', keyword), {
      wrapper,
      initialProps: { keyword: '' },
    });
    await waitFor(() => expect(result.current.data?.notes).toHaveLength(2));
    rerender({ keyword: 't' });
    rerender({ keyword: 'te' });
    rerender({ keyword: 'tea' });
    expect(result.current.data?.notes).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, MENTION_DEBOUNCE_MS + 50));
    await waitFor(() => expect(result.current.data?.notes.map((entry) => entry.title)).toEqual(['Green tea']));
    const keywords = server.callsTo('cli/notebook/note/v1/search').map((entry) => entry.json.keyword);
    expect(keywords).toEqual(['', 'tea']);
    rerender({ keyword: 'x'.repeat(201) });
    await new Promise((resolve) => setTimeout(resolve, MENTION_DEBOUNCE_MS + 50));
    expect(server.callsTo('cli/notebook/note/v1/search')).toHaveLength(2);
  });

  it('asks again for a note a push names that the list has not seen', async () => {
    fakeNotesServer({ notes: [note({ id: 'a' })] });
    const { client, wrapper } = withQuery();
    const { result } = renderHook(() => useNotes('nb1'), { wrapper });
    await waitFor(() => expect(notesOf(result.current.data)).toHaveLength(1));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const push = {
      type: 'notebookNote' as const,
      taskId: 't',
      status: 'running' as const,
      progress: 5,
      error: null,
      noteId: 'elsewhere',
      notebookId: 'nb1',
      kind: 'faq' as const,
    };
    applyNotePush(client, 'nb1', { ...push, noteId: 'a' });
    expect(invalidate).not.toHaveBeenCalled();
    await waitFor(() => expect(notesOf(result.current.data)[0]).toMatchObject({ status: 'generating', progress: 5 }));
    applyNotePush(client, 'other', push);
    expect(invalidate).not.toHaveBeenCalled();
    applyNotePush(client, 'nb1', push);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: noteKeys.all('nb1') });
  });
});
