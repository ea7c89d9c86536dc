import './i18n.ts';
import { MenuFoldOutlined, MenuUnfoldOutlined, ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Spin } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useIsMobile } from '@/shared/platform/media.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useDocumentTitle } from '@/shared/ui/use-document-title.ts';
import { useCreateDoc } from './api/mutations.ts';
import { WritingChatSlot, type RenderWritingChat } from './chat-slot.ts';
import { useDoc } from './api/queries.ts';
import { DocList } from './components/DocList.tsx';
import { DocPane } from './components/DocPane.tsx';
import { VersionsDrawer } from './components/VersionsDrawer.tsx';
import styles from './components/write.module.css';

// The wizard loads when it is first opened.
const WizardDialog = lazy(() => import('./wizard/WizardDialog.tsx').then((m) => ({ default: m.WizardDialog })));

/**
 * /editor/write — the writing studio (kept alive, so an open draft survives navigation): the
 * document list beside the editor (SPEC §3 `write`: list width 370, shown or hidden with
 * Cmd/Ctrl+H). The opened document is in the address (`?doc=`), so a reload or a link reopens it.
 * On a phone the list and the document take the screen in turn. The app hands in the chat beside
 * the editor (app/routes/WriteRoute.tsx).
 */
export default function WritePage({ renderChat }: { renderChat?: RenderWritingChat }) {
  const { t } = useTranslation('writing');
  useDocumentTitle(t('title'));
  const loggedIn = useAuth((state) => Boolean(state.token));
  const openLogin = useDialogs((state) => state.openLogin);
  if (!loggedIn)
    return (
      <section className={styles.signedOut} data-write-page>
        <h3>{t('title')}</h3>
        <p>{t('intro')}</p>
        <Button type="primary" onClick={openLogin}>
          {t('signIn')}
        </Button>
      </section>
    );
  return (
    <WritingChatSlot value={renderChat}>
      <Studio />
    </WritingChatSlot>
  );
}

function Studio() {
  const { t } = useTranslation('writing');
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const openId = params.get('doc');
  const listWidth = useSettings((state) => state.write.listWidth);
  const listShown = useSettings((state) => state.write.listShown);
  const update = useSettings((state) => state.update);
  const create = useCreateDoc();
  const [versionsOpen, setVersionsOpen] = useState(false);
  // The wizard's new document goes to this group (undefined: the wizard is closed).
  const [wizardFor, setWizardFor] = useState<string | null | undefined>(undefined);
  // Remounts the editor with the server's text after a version is restored.
  const [reload, setReload] = useState(0);
  const flushRef = useRef<() => Promise<void>>(() => Promise.resolve());
  // Which document's title takes the focus (a new one, or "rename" in the list), and when it was asked.
  const [titleFocus, setTitleFocus] = useState<{ id: string; at: number } | null>(null);

  const open = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('doc', id);
          else next.delete('doc');
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );

  // Cmd/Ctrl+H shows or hides the list (SPEC hotkey).
  useEffect(() => {
    const toggle = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'h') {
        event.preventDefault();
        update('write', { listShown: !useSettings.getState().write.listShown });
      }
    };
    window.addEventListener('keydown', toggle);
    return () => window.removeEventListener('keydown', toggle);
  }, [update]);

  const newDoc = async (groupId: string | null) => {
    try {
      const doc = await create.mutateAsync({ title: t('doc.untitled'), groupId });
      open(doc.id);
      setTitleFocus({ id: doc.id, at: Date.now() });
    } catch (caught) {
      toast('error', (caught as Error).message || t('list.failed'));
    }
  };

  const showList = isMobile ? !openId : listShown;
  const showDoc = !isMobile || Boolean(openId);
  return (
    <div className={styles.studio} data-write-page>
      {showList && (
        <div className={styles.listPane} style={isMobile ? undefined : { width: listWidth }}>
          <DocList
            openId={openId}
            onOpen={open}
            onNew={(groupId) => void newDoc(groupId)}
            onWizard={setWizardFor}
            onRenameOpen={() => openId && setTitleFocus({ id: openId, at: Date.now() })}
            onGone={(id) => id === openId && open(null)}
          />
        </div>
      )}
      {showDoc && (
        <section className={styles.docPane} aria-label={t('doc.pane')}>
          <div className={styles.docBar}>
            {isMobile ? (
              <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => open(null)}>
                {t('list.back')}
              </Button>
            ) : (
              <Button
                type="text"
                icon={listShown ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
                aria-label={listShown ? t('list.hide') : t('list.show')}
                title={`${listShown ? t('list.hide') : t('list.show')} (Ctrl+H)`}
                onClick={() => update('write', { listShown: !listShown })}
              />
            )}
          </div>
          {openId ? (
            <OpenDoc
              key={`${openId}:${reload}`}
              id={openId}
              titleFocus={titleFocus?.id === openId ? titleFocus.at : 0}
              onVersions={() => setVersionsOpen(true)}
              onSaver={(flush) => (flushRef.current = flush)}
              onMissing={() => open(null)}
            />
          ) : (
            <Empty className={styles.nothingOpen} description={t('doc.none')}>
              <Button type="primary" loading={create.isPending} onClick={() => void newDoc(null)}>
                {t('list.new')}
              </Button>
            </Empty>
          )}
          {openId && (
            <VersionsDrawer
              docId={openId}
              open={versionsOpen}
              onClose={() => setVersionsOpen(false)}
              beforeRestore={() => flushRef.current()}
              onRestored={() => {
                setVersionsOpen(false);
                setReload((n) => n + 1);
              }}
            />
          )}
        </section>
      )}
      {wizardFor !== undefined && (
        <Suspense fallback={null}>
          <WizardDialog
            groupId={wizardFor}
            onClose={() => setWizardFor(undefined)}
            onCreated={(id) => {
              setWizardFor(undefined);
              open(id);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

function OpenDoc({
  id,
  titleFocus,
  onVersions,
  onSaver,
  onMissing,
}: {
  id: string;
  titleFocus: number;
  onVersions: () => void;
  onSaver: (flush: () => Promise<void>) => void;
  onMissing: () => void;
}) {
  const { t } = useTranslation('writing');
  const doc = useDoc(id);
  if (doc.isPending) return <Spin className={styles.nothingOpen} description={t('doc.loading')} />;
  if (doc.isError)
    return (
      <Alert
        className={styles.docAlert}
        type="error"
        showIcon
        title={doc.error.message || t('doc.loadFailed')}
        action={<Button onClick={onMissing}>{t('doc.close')}</Button>}
      />
    );
  if (doc.data.trashedAt) return <Alert className={styles.docAlert} type="warning" showIcon title={t('doc.inTrash')} />;
  return <DocPane doc={doc.data} titleFocus={titleFocus} onVersions={onVersions} onSaver={onSaver} />;
}
