import type { Source } from '@inkstone/contract/chat';
import type { Notebook } from '@inkstone/contract/notebooks';
import { Alert, Button, Spin } from 'antd';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { citedPassage, SourceCallsContext, useSources } from '@/shared/knowledge/index.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';
import { toast } from '@/shared/ui/toast.ts';
import { useDocumentTitle } from '@/shared/ui/use-document-title.ts';
import { isMissingNotebook, useNotebook } from './api/notebook.ts';
import { notebookSourceCalls } from './api/source-calls.ts';
import { Intro } from './components/Intro.tsx';
import { NotebookHeader } from './detail/NotebookHeader.tsx';
import { NotebookMissing } from './detail/NotebookMissing.tsx';
import { PanelLayout, type PanelKey } from './detail/PanelLayout.tsx';
import { SourcePane, type Viewing } from './detail/SourcePane.tsx';
import { SourcesPanel } from './detail/SourcesPanel.tsx';
import './detail/i18n.ts';
import { suggestedQuestions } from './detail/suggestions.ts';
import { useNotebookMentions } from './detail/use-mentions.ts';
import { useSourceSelection } from './detail/use-source-selection.ts';
import type { NotebookChatSlot } from './model/chat-slot.ts';
import {
  NotesPanel,
  RenderMarkdownContext,
  useNoteTexts,
  useSaveAnswerAsNote,
  type RenderMarkdown,
} from './notes/index.ts';
import styles from './detail/detail.module.css';

export type NotebookPageProps = {
  /** The chat panel, put in by the app (app/routes/NotebookRoute.tsx). */
  renderChat: (slot: NotebookChatSlot) => ReactNode;
  /** The full Markdown renderer for notes (the chat's), put in by the app too; without it, the small reader. */
  renderMarkdown?: RenderMarkdown;
};

/**
 * /notebook/:id — one notebook (SPEC §2): its sources on the left, the view in the middle, the
 * chat on the right; tabs on a phone. A guest is asked to sign in; a notebook the reader cannot
 * see reads as not found.
 */
export function NotebookPage({ renderChat, renderMarkdown }: NotebookPageProps) {
  const { t } = useTranslation(['notebookPage', 'notebooks']);
  const { id = '' } = useParams();
  const loggedIn = useAuth((state) => Boolean(state.token));
  const openLogin = useDialogs((state) => state.openLogin);
  const notebook = useNotebook(id);
  useDocumentTitle(notebook.data?.name ?? t('detail.title'));

  if (!loggedIn)
    return (
      <PageFrame title={t('detail.title')}>
        <Intro action="signIn" onAction={openLogin} />
      </PageFrame>
    );
  if (notebook.data)
    return (
      <RenderMarkdownContext value={renderMarkdown ?? null}>
        <Workspace key={id} notebook={notebook.data} renderChat={renderChat} />
      </RenderMarkdownContext>
    );
  let body: ReactNode;
  if (notebook.isError && isMissingNotebook(notebook.error)) body = <NotebookMissing />;
  else if (notebook.isError)
    body = (
      <Alert
        className={styles.state}
        type="error"
        showIcon
        title={t('detail.loadError')}
        description={notebook.error.message}
        action={<Button onClick={() => void notebook.refetch()}>{t('notebooks:list.retry')}</Button>}
      />
    );
  else body = <Spin className={styles.state} description={t('detail.loading')} />;
  return (
    <div className={styles.page} data-notebook-page>
      {body}
    </div>
  );
}

function Workspace({ notebook, renderChat }: { notebook: Notebook } & Pick<NotebookPageProps, 'renderChat'>) {
  const calls = useMemo(() => notebookSourceCalls(notebook.id, notebook.role), [notebook.id, notebook.role]);
  return (
    <SourceCallsContext value={calls}>
      <Panels notebook={notebook} renderChat={renderChat} />
    </SourceCallsContext>
  );
}

function Panels({ notebook, renderChat }: { notebook: Notebook } & Pick<NotebookPageProps, 'renderChat'>) {
  const { t } = useTranslation('notebookPage');
  const headingId = useId();
  const sources = useSources({ kind: 'notebook', id: notebook.id });
  const list = sources.data;
  const selection = useSourceSelection(list);
  const mentions = useNotebookMentions(notebook.id, selection);
  const [viewing, setViewing] = useState<Viewing | null>(null);
  const [tab, setTab] = useState<PanelKey>('sources');
  const [adding, setAdding] = useState(false);
  const saveAnswer = useSaveAnswerAsNote(notebook.id);
  const noteTexts = useNoteTexts();
  const canWrite = notebook.role !== 'viewer';

  const open = (sourceId: string, passage?: Viewing['passage']) => {
    setViewing((current) => ({ sourceId, passage, visit: (current?.visit ?? 0) + 1 }));
    setTab('view');
  };
  const onCitation = (source: Source) => {
    if (source.sourceId) open(source.sourceId, citedPassage(source));
  };
  // A source deleted while open leaves the view.
  const shown = viewing && list && !list.some((source) => source.id === viewing.sourceId) ? null : viewing;
  const sourceCount = list?.length ?? notebook.sourceCount;
  // A saved answer shows among the notes (the middle panel, once no source is open there).
  const onSaveAnswer: NotebookChatSlot['onSaveAnswer'] = canWrite
    ? ({ text, citations }) =>
        void saveAnswer.mutateAsync(text, citations).then(
          () => {
            toast('success', noteTexts.t('notes.answerSaved'));
            setViewing(null);
          },
          // The API client has told the reader what went wrong.
          () => undefined,
        )
    : undefined;

  return (
    <section className={styles.page} aria-labelledby={headingId} data-testid="notebook-page" data-notebook-page>
      <NotebookHeader notebook={notebook} headingId={headingId} />
      <PanelLayout
        tab={tab}
        onTab={setTab}
        panels={{
          sources: (
            <SourcesPanel
              notebook={notebook}
              selection={selection}
              currentId={shown?.sourceId ?? null}
              onView={(sourceId) => open(sourceId)}
              adding={adding}
              onAdding={setAdding}
            />
          ),
          // The middle panel: the open source, else the notes and studio (the first source to
          // add comes first in an empty notebook).
          view:
            shown || sourceCount === 0 ? (
              <SourcePane
                notebook={notebook}
                viewing={shown}
                sourceCount={sourceCount}
                onClose={() => setViewing(null)}
                onAdd={() => setAdding(true)}
              />
            ) : (
              <NotesPanel
                notebookId={notebook.id}
                role={notebook.role}
                selectedSourceIds={selection.sourceIds}
                onOpenCitation={onCitation}
              />
            ),
          chat: renderChat({
            notebookId: notebook.id,
            sourceIds: selection.sourceIds,
            suggestions: suggestedQuestions(list ?? [], selection.selected, t),
            onCitation,
            onSaveAnswer,
            mentions,
          }),
        }}
      />
    </section>
  );
}
