import { countWords } from '@inkstone/contract/word-count';
import { WritingLimits, type WritingDoc } from '@inkstone/contract/writing';
import type { Editor } from '@tiptap/react';
import { Alert, Button, Input, type InputRef } from 'antd';
import { use, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WritingChatSlot, type ChatQuote } from '../chat-slot.ts';
import { dropLocalCopy, readLocalCopy } from '../model/local-copy.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useCompletion } from '../completion/use-completion.ts';
import { useAutosave } from '../model/use-autosave.ts';
import { useDocHotkeys } from '../model/use-doc-hotkeys.ts';
import { DocActions } from './DocActions.tsx';
import { RichEditor } from './RichEditor.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { SidePanel } from './SidePanel.tsx';
import { Toolbar } from './Toolbar.tsx';
import styles from './write.module.css';

export type DocPaneProps = {
  doc: WritingDoc;
  /** Grows when the title field should take the focus (a new document, "rename" in the list). */
  titleFocus?: number;
  onVersions: () => void;
  /** The flush of what is typed, for the page (before a version is restored, say). */
  onSaver?: (flush: () => Promise<void>) => void;
};

/**
 * One opened document: its title, the formatting bar, the text, the word count (SPEC §5) and
 * where the save stands. Text that an earlier visit could not save is offered back first.
 */
export function DocPane({ doc, titleFocus = 0, onVersions, onSaver }: DocPaneProps) {
  const { t } = useTranslation('writing');
  const { saver, state } = useAutosave(doc);
  const [kept] = useState(() => {
    const copy = readLocalCopy(doc.id);
    return copy && copy.content !== doc.content ? copy : null;
  });
  // Kept text made on the revision the server still has is simply the latest text: it is used.
  const resumes = kept !== null && kept.revision === doc.revision;
  const [offer, setOffer] = useState(kept !== null && !resumes);
  const [initial] = useState(() => (resumes ? kept.content : doc.content));
  const [words, setWords] = useState(() => countWords(initial));
  const [title, setTitle] = useState(doc.title);
  const [editor, setEditor] = useState<Editor | null>(null);
  const titleField = useRef<InputRef>(null);
  const [aiShown, setAiShown] = useState(true);
  // The chat beside the editor, handed in by the app (chat-slot.ts).
  const renderChat = use(WritingChatSlot);
  const [quote, setQuote] = useState<ChatQuote | undefined>(undefined);
  const updateSettings = useSettings((state) => state.update);
  const completion = useSettings((state) => state.write.editorCompletion);
  useCompletion(editor, doc.id, completion);
  useEffect(() => {
    if (titleFocus > 0) titleField.current?.focus({ cursor: 'all' });
  }, [titleFocus]);

  useEffect(() => {
    if (resumes) saver.edit(kept.content);
    onSaver?.(() => saver.flush());
  }, [saver, resumes, kept, onSaver]);

  const onChange = useCallback(
    (markdown: string) => {
      setWords(countWords(markdown));
      saver.edit(markdown);
    },
    [saver],
  );

  // The selection quoted into the chat beside the editor (Cmd/Ctrl+L), which is shown for it.
  const onQuote = useCallback(
    (text: string) => {
      if (!text) return toast('info', t('side.noSelection'), 3);
      setQuote({ text, at: Date.now() });
      setAiShown(true);
      updateSettings('write', { chatTab: 'chat' });
    },
    [t, updateSettings],
  );
  useDocHotkeys(saver, editor, renderChat ? onQuote : null);

  const trimmed = title.trim();
  const flush = useCallback(() => saver.flush(), [saver]);
  const titleError = !trimmed
    ? t('doc.titleRequired')
    : trimmed.length > WritingLimits.titleMax
      ? t('doc.titleTooLong')
      : null;

  const takeTheirs = () => {
    const theirs = saver.takeTheirs();
    if (theirs && editor) {
      editor.commands.setContent(theirs.content, { contentType: 'markdown', emitUpdate: false });
      setWords(countWords(theirs.content));
      setTitle(theirs.title);
    }
  };

  const useTitle = (next: string) => {
    setTitle(next);
    saver.rename(next.trim());
  };

  return (
    <div className={styles.docRow}>
      <div className={styles.docScroll}>
        <article className={styles.doc} aria-label={doc.title}>
          <header className={styles.docHeader}>
            <Input
              ref={titleField}
              variant="borderless"
              className={styles.titleInput}
              value={title}
              status={titleError ? 'error' : undefined}
              aria-label={t('doc.title')}
              aria-invalid={Boolean(titleError)}
              maxLength={WritingLimits.titleMax + 20}
              onChange={(event) => {
                setTitle(event.target.value);
                const next = event.target.value.trim();
                if (next && next.length <= WritingLimits.titleMax) saver.rename(next);
              }}
            />
            <div className={styles.docMeta}>
              <span data-testid="word-count">{t('doc.words', { count: words })}</span>
              <SaveStatus state={state} />
              <DocActions
                doc={doc}
                title={trimmed || doc.title}
                editor={editor}
                initial={initial}
                flush={flush}
                onVersions={onVersions}
                aiShown={aiShown}
                onToggleAi={() => setAiShown(!aiShown)}
              />
            </div>
          </header>
          {titleError && <div className={styles.fieldError}>{titleError}</div>}
          {state.status === 'conflict' && (
            <Alert
              type="warning"
              showIcon
              title={t('conflict.title')}
              description={t('conflict.body')}
              action={
                <span className={styles.alertActions}>
                  <Button size="small" type="primary" onClick={() => void saver.keepMine()}>
                    {t('conflict.keepMine')}
                  </Button>
                  <Button size="small" onClick={takeTheirs}>
                    {t('conflict.takeTheirs')}
                  </Button>
                </span>
              }
            />
          )}
          {(state.status === 'failed' || state.status === 'retrying') && (
            <Alert
              type={state.status === 'failed' ? 'error' : 'warning'}
              showIcon
              title={state.status === 'failed' ? t('save.refused') : t('save.offline')}
              description={state.error}
            />
          )}
          {offer && kept && (
            <Alert
              type="info"
              showIcon
              title={t('kept.title', { time: new Date(kept.at).toLocaleString() })}
              action={
                <span className={styles.alertActions}>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => {
                      editor?.commands.setContent(kept.content, { contentType: 'markdown' });
                      setOffer(false);
                    }}
                  >
                    {t('kept.use')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => {
                      dropLocalCopy(doc.id);
                      setOffer(false);
                    }}
                  >
                    {t('kept.discard')}
                  </Button>
                </span>
              }
            />
          )}
          {editor && <Toolbar editor={editor} />}
          <RichEditor
            initial={initial}
            label={t('doc.body')}
            placeholder={t('doc.placeholder')}
            onChange={onChange}
            onReady={setEditor}
          />
        </article>
      </div>
      {editor && aiShown && (
        <SidePanel editor={editor} docId={doc.id} onTitle={useTitle} renderChat={renderChat} quoteIn={quote} />
      )}
    </div>
  );
}
