import './i18n.ts';
import { PlusOutlined } from '@ant-design/icons';
import type { Bot } from '@inkstone/contract/bots';
import { Alert, Button, Empty, Modal, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';
import { toast } from '@/shared/ui/toast.ts';
import { useMyBots } from './api/my-bots.ts';
import { useBinding, useDeleteBot, useSetPublic } from './api/mutations.ts';
import { MyBotCard, type MyBotAction } from './components/MyBotCard.tsx';
import { SignInIntro } from './components/SignInIntro.tsx';
import styles from './components/bots.module.css';

type Scope = 'mine' | 'bound';

/**
 * /bot/mybot — the bots I made and the public ones I added (SPEC §2, open without login: a
 * visitor is asked to sign in). Mine are edited, published or made private, and deleted after a
 * confirmation; added ones are removed. The tab is kept in the address (?scope=bound).
 */
export default function MyBotsPage() {
  const { t } = useTranslation('bots');
  const signedIn = useAuth((state) => Boolean(state.token));
  const openLogin = useDialogs((state) => state.openLogin);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const scope: Scope = params.get('scope') === 'bound' ? 'bound' : 'mine';

  const create = (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={() => (signedIn ? navigate('/bot/create') : openLogin())}
    >
      {t('mine.create')}
    </Button>
  );
  return (
    <PageFrame title={t('mine.title')} extra={create}>
      {signedIn ? (
        <Tabs
          activeKey={scope}
          onChange={(key) => setParams(key === 'bound' ? { scope: 'bound' } : {}, { replace: true })}
          items={[
            { key: 'mine', label: t('mine.mine'), children: <BotList scope="mine" /> },
            { key: 'bound', label: t('mine.bound'), children: <BotList scope="bound" /> },
          ]}
        />
      ) : (
        <SignInIntro onSignIn={openLogin} />
      )}
    </PageFrame>
  );
}

function BotList({ scope }: { scope: Scope }) {
  const { t } = useTranslation('bots');
  const list = useMyBots();
  const navigate = useNavigate();
  const setPublic = useSetPublic();
  const binding = useBinding();
  const remove = useDeleteBot();
  const [modal, holder] = Modal.useModal();

  if (list.isPending)
    return (
      <div aria-busy="true" className={styles.grid}>
        <Skeleton avatar active paragraph={{ rows: 3 }} />
      </div>
    );
  if (list.isError)
    return (
      <Alert
        className={styles.state}
        type="error"
        showIcon
        title={t('discover.loadError')}
        description={list.error.message}
        action={<Button onClick={() => void list.refetch()}>{t('discover.retry')}</Button>}
      />
    );
  const bots = list.data.filter((bot) => (scope === 'mine' ? bot.isOwner : !bot.isOwner));
  if (bots.length === 0)
    return (
      <Empty
        className={styles.state}
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={scope === 'mine' ? t('mine.emptyMine') : t('mine.emptyBound')}
      >
        {scope === 'mine' ? (
          <Button type="primary" onClick={() => void navigate('/bot/create')}>
            {t('mine.create')}
          </Button>
        ) : (
          <Button onClick={() => void navigate('/bot/discover')}>{t('mine.toDiscover')}</Button>
        )}
      </Empty>
    );

  const act = (bot: Bot, action: MyBotAction) => {
    const id = encodeURIComponent(bot.tableId);
    if (action === 'chat') return void navigate(`/bot/c/${id}`);
    if (action === 'edit') return void navigate(`/bot/update/${id}`);
    if (action === 'delete')
      return void modal.confirm({
        title: t('delete.title', { name: bot.name }),
        content: t('delete.body'),
        okText: t('delete.ok'),
        okButtonProps: { danger: true },
        cancelText: t('delete.cancel'),
        onOk: async () => {
          await remove.mutateAsync(bot.tableId);
          toast('success', t('delete.done'));
        },
      });
    void modal.confirm({
      title: t('unbind.title', { name: bot.name }),
      content: t('unbind.body'),
      okText: t('unbind.ok'),
      cancelText: t('delete.cancel'),
      onOk: async () => {
        await binding.mutateAsync({ tableId: bot.tableId, bound: false });
        toast('success', t('unbind.done'));
      },
    });
  };
  const publish = (bot: Bot, isPublic: boolean) =>
    setPublic.mutate(
      { tableId: bot.tableId, isPublic },
      { onSuccess: () => toast('success', isPublic ? t('mine.madePublic') : t('mine.madePrivate')) },
    );

  return (
    <>
      {holder}
      <ul className={styles.grid}>
        {bots.map((bot) => (
          <li key={bot.tableId}>
            <MyBotCard
              bot={bot}
              onAction={(action) => act(bot, action)}
              onPublic={bot.isOwner ? (on) => publish(bot, on) : undefined}
              publicBusy={setPublic.isPending && setPublic.variables?.tableId === bot.tableId}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
