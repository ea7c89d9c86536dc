import type { Language } from '@inkstone/contract/edition';
import { formatMessage, isMessageKey } from '@inkstone/contract/messages';
import type { Note, NoteKind } from '@inkstone/contract/notebook-notes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { excerptOf } from './markdown.ts';

/**
 * The panel's words: its own catalogue (the `notes` namespace, registered by ../i18n.ts), and the contract's
 * messages for what the server also says (studio kind names, refusals), in the reader's language.
 */
export function useNoteTexts() {
  const { t, i18n } = useTranslation('notes');
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
  /** Its title, else its studio kind's name, else its first words, as the server's `@` menu names it. */
  const titleOf = useCallback(
    (note: Pick<Note, 'title' | 'kind' | 'content'>) => {
      const title = note.title?.trim();
      if (title) return title;
      if (note.kind !== 'note' && note.kind !== 'answer') return kindName(note.kind);
      return excerptOf(note.content.split('\n').find((line) => line.trim()) ?? '', 60) || t('notes.untitled');
    },
    [t, kindName],
  );
  return { t, language, kindName, contract, titleOf };
}
