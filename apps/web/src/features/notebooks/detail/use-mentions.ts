import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { MentionOption, MentionPick, MentionProvider } from '@/shared/mentions/mention-provider.ts';
import { toast } from '@/shared/ui/toast.ts';
import { mindMapOutline, noteForMention, readMindMap, useMentionSearch, useNoteTexts } from '../notes/index.ts';
import type { SourceSelection } from './use-source-selection.ts';

const SOURCES = 'source';
const NOTES = 'note';

/**
 * What `@` lists in the notebook's chat composer (issue [notebooks] item 4): the notebook's
 * sources and ready notes whose names hold the word typed (the server's search, at most 200 of
 * each, SPEC §9). A source picked joins the chat's chosen sources, if it was left out, and shows
 * as a chip (removing the chip leaves it out again); a note picked goes into the question's quote,
 * whole, as context.
 */
export function useNotebookMentions(notebookId: string, selection: SourceSelection): MentionProvider {
  const client = useQueryClient();
  const { t, titleOf } = useNoteTexts();
  // The sources a mention chose, so that removing its chip undoes only what it did.
  const chosenByMention = useRef(new Set<string>());

  const pickNote = async (option: MentionOption): Promise<MentionPick> => {
    const note = await noteForMention(client, notebookId, option.id);
    if (!note) {
      toast('warning', t('mention.gone'));
      throw new Error('gone');
    }
    const map = note.kind === 'mindMap' ? readMindMap(note.content) : null;
    const text = map ? mindMapOutline(map) : note.content;
    return { quote: `${t('mention.noteQuote', { title: titleOf(note) })}\n\n${text}` };
  };

  return {
    groups: [
      { key: SOURCES, title: t('mention.sources') },
      { key: NOTES, title: t('mention.notes') },
    ],
    useMatches: function useMatches(query, enabled) {
      const search = useMentionSearch(notebookId, query, { enabled });
      const sources = (search.data?.sources ?? []).map((source) => ({
        id: source.id,
        group: SOURCES,
        label: source.name,
      }));
      const notes = (search.data?.notes ?? [])
        // A note still generating, or failed, has nothing to quote yet.
        .filter((note) => note.status === 'ready')
        .map((note) => ({
          id: note.id,
          group: NOTES,
          label: titleOf({ ...note, content: note.excerpt }),
          detail: note.excerpt,
        }));
      return { options: [...sources, ...notes], loading: search.isPending && enabled };
    },
    pick: (option) => {
      if (option.group === NOTES) return pickNote(option);
      if (!selection.selected.includes(option.id)) {
        chosenByMention.current.add(option.id);
        selection.choose([...selection.selected, option.id]);
      }
      return Promise.resolve({ chip: true });
    },
    unpick: (option) => {
      if (option.group !== SOURCES || !chosenByMention.current.delete(option.id)) return;
      selection.choose(selection.selected.filter((id) => id !== option.id));
    },
    words: {
      list: t('mention.list'),
      empty: t('mention.empty'),
      loading: t('mention.loading'),
      chips: t('mention.chips'),
    },
  };
}
