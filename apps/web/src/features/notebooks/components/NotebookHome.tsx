import type { Notebook } from '@inkstone/contract/notebooks';
import { Modal, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { toast } from '@/shared/ui/toast.ts';
import { scopeOf, type Scope } from '../api/keys.ts';
import { useCreateSample, useDeleteNotebook } from '../api/mutations.ts';
import type { CardAction } from '../model/card-actions.ts';
import { Intro } from './Intro.tsx';
import { ScopeList } from './ScopeList.tsx';

// The dialogs bring antd's forms, inputs and selects: they load when one first opens, so the
// list itself shows sooner.
const NotebookDialog = lazy(() =>
  import('./NotebookDialog.tsx').then((module) => ({ default: module.NotebookDialog })),
);
const ShareDialog = lazy(() => import('./ShareDialog.tsx').then((module) => ({ default: module.ShareDialog })));

type Open =
  | { dialog: 'create' }
  | { dialog: 'edit'; notebook: Notebook; focus: 'name' | 'emoji' }
  | { dialog: 'share'; notebook: Notebook }
  | null;

/**
 * The notebook list (SPEC §2 /notebook): "My notebooks" and "Shared with me" as tabs (the tab
 * is kept in the address, ?scope=shared, so a reload or a link keeps it), the dialogs the cards
 * open, and the delete confirm. A visitor who is not signed in sees what notebooks are for.
 */
export default function NotebookHome() {
  const { t } = useTranslation('notebooks');
  const loggedIn = useAuth((state) => Boolean(state.token));
  const openLogin = useDialogs((state) => state.openLogin);
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params.get('scope'));
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteNotebook();
  const sample = useCreateSample();
  const navigate = useNavigate();
  const [modal, holder] = Modal.useModal();

  if (!loggedIn) return <Intro action="signIn" onAction={openLogin} />;

  const create = () => setOpen({ dialog: 'create' });
  const act = (notebook: Notebook, action: CardAction) => {
    if (action === 'rename' || action === 'emoji')
      setOpen({ dialog: 'edit', notebook, focus: action === 'emoji' ? 'emoji' : 'name' });
    else if (action === 'share') setOpen({ dialog: 'share', notebook });
    else
      modal.confirm({
        title: t('delete.title', { name: notebook.name }),
        content: t('delete.body'),
        okText: t('delete.ok'),
        okButtonProps: { danger: true },
        cancelText: t('form.cancel'),
        onOk: async () => {
          await remove.mutateAsync(notebook.id);
          toast('success', t('delete.done'));
        },
      });
  };
  const trySample = () =>
    sample.mutate(undefined, {
      onSuccess: (notebook) => void navigate(`/notebook/${notebook.id}`),
      onError: () => toast('error', t('intro.sampleFailed')),
    });
  const list = (of: Scope) => (
    <ScopeList scope={of} onCreate={create} onAction={act} onSample={trySample} sampleLoading={sample.isPending} />
  );

  return (
    <>
      {holder}
      <Tabs
        activeKey={scope}
        onChange={(key) => setParams(key === 'shared' ? { scope: 'shared' } : {}, { replace: true })}
        aria-label={t('list.scope')}
        destroyOnHidden
        items={[
          { key: 'mine', label: t('list.mine'), children: list('mine') },
          { key: 'shared', label: t('list.shared'), children: list('shared') },
        ]}
      />
      <Suspense fallback={null}>
        {open?.dialog === 'create' && <NotebookDialog onClose={() => setOpen(null)} />}
        {open?.dialog === 'edit' && (
          <NotebookDialog notebook={open.notebook} focus={open.focus} onClose={() => setOpen(null)} />
        )}
        {open?.dialog === 'share' && <ShareDialog notebook={open.notebook} onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}
