import type { Language } from '@inkstone/contract/edition';
import { formatMessage, isMessageKey } from '@inkstone/contract/messages';
import type { Note, NoteKind } from '@inkstone/contract/notebook-notes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The panel's words: its own catalogue (notebooks `notes.*`, `studio.*`), and the contract's
 * messages for what the server also says (studio kind names, refusals), in the reader's language.
 */
export function useNoteTexts() {
  const { t, i18n } = useTranslation('notebooks');
  const language: Language = i18n.language === 'zh_CN' ? 'zh_CN' : 'en';
  const kindName = useCallback(
    (kind: NoteKind) =>
      kind === 'note' || kind === 'answer'
        ? t(`notes.kind.${kind}`)
        : formatMessage(language, `notebook.studio.${kind}`),
    [t, language],
  );
  /** A contract message key in the reader's language; anything else is already words. */
  const contract = useCallback(
    (text: string) => (isMessageKey(text) ? formatMessage(language, text) : text),
    [language],
  );
  const titleOf = useCallback(
    (note: Pick<Note, 'title' | 'kind'>) => {
      const title = note.title?.trim();
      if (title) return title;
      return note.kind === 'note' || note.kind === 'answer' ? t('notes.untitled') : kindName(note.kind);
    },
    [t, kindName],
  );
  return { t, language, kindName, contract, titleOf };
}
