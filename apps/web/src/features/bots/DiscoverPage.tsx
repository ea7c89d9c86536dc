import './i18n.ts';
import type { Bot } from '@inkstone/contract/bots';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';
import { toast } from '@/shared/ui/toast.ts';
import { useDiscover } from './api/discover.ts';
import { useBinding } from './api/mutations.ts';
import { BotCard } from './components/BotCard.tsx';
import { DiscoverFilters } from './components/DiscoverFilters.tsx';
import { filtersOf, isFiltered, paramsOf } from './model/discover-params.ts';
import styles from './components/bots.module.css';

/**
 * /bot/discover — public bots (SPEC §2, no login needed): search by name, newest or most used,
 * a category and a tag. Chatting and adding need an account: a visitor gets the sign-in dialog
 * and nothing else happens (SPEC §6).
 */
export default function DiscoverPage() {
  const { t } = useTranslation('bots');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = useDiscover(filters);
  const signedIn = useAuth((state) => Boolean(state.token));
  const openLogin = useDialogs((state) => state.openLogin);
  const binding = useBinding();
  const navigate = useNavigate();

  const chat = (bot: Bot) => (signedIn ? void navigate(`/bot/c/${encodeURIComponent(bot.tableId)}`) : openLogin());
  const bind = (bot: Bot) => {
    if (!signedIn) return openLogin();
    binding.mutate({ tableId: bot.tableId, bound: true }, { onSuccess: () => toast('success', t('bind.done')) });
  };

  const bots = list.data?.pages.flatMap((page) => page.records) ?? [];
  let body;
  if (list.isPending)
    body = (
      <div aria-busy="true" aria-label={t('discover.loading')} className={styles.grid}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} avatar active paragraph={{ rows: 3 }} />
        ))}
      </div>
    );
  else if (list.isError && bots.length === 0)
    body = (
      <Alert
        className={styles.state}
        type="error"
        showIcon
        title={t('discover.loadError')}
        description={list.error.message}
        action={<Button onClick={() => void list.refetch()}>{t('discover.retry')}</Button>}
      />
    );
  else if (bots.length === 0)
    body = (
      <Empty
        className={styles.state}
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={isFiltered(filters) ? t('discover.emptyFiltered') : t('discover.empty')}
      >
        {isFiltered(filters) && (
          <Button onClick={() => setParams(paramsOf({ sort: filters.sort }), { replace: true })}>
            {t('discover.clear')}
          </Button>
        )}
      </Empty>
    );
  else
    body = (
      <>
        <ul
          className={styles.grid}
          aria-busy={list.isPlaceholderData}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          {bots.map((bot) => (
            <li key={bot.tableId}>
              <BotCard
                bot={bot}
                onChat={() => chat(bot)}
                onBind={bot.isOwner ? undefined : () => bind(bot)}
                binding={binding.isPending && binding.variables?.tableId === bot.tableId}
              />
            </li>
          ))}
        </ul>
        {list.hasNextPage && (
          <div className={styles.more}>
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t('discover.more')}
            </Button>
          </div>
        )}
      </>
    );

  return (
    <PageFrame title={t('discover.title')}>
      <DiscoverFilters filters={filters} onChange={(next) => setParams(paramsOf(next), { replace: true })} />
      {body}
    </PageFrame>
  );
}
