import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/shared/stores/auth.ts';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';
import { scopeOf } from './api/keys.ts';
import styles from './components/notebooks.module.css';

// The home page is every first load: its heading comes at once, and the list with its antd
// pieces (tabs, cards, menus, dialogs) follows in a chunk of its own, outside the first-load budget.
// That chunk is asked for as soon as this page's code runs, not once it first renders; so is the
// list's own call (its schemas and React Query's paging are ~25 kB the heading does not need), and
// the list's first page goes out at the first render, while the tabs and cards are on their way.
const homeChunk = import('./components/NotebookHome.tsx');
const NotebookHome = lazy(() => homeChunk);
const listCalls = import('./api/notebooks.ts');

/** /notebook — Agent Studio: my notebooks and shared ones; also the default home page. */
export default function NotebookListPage() {
  const { t } = useTranslation('notebooks');
  const [params] = useSearchParams();
  const client = useQueryClient();
  const loggedIn = useAuth((state) => Boolean(state.token));
  const scope = scopeOf(params.get('scope'));
  if (loggedIn) void listCalls.then(({ prefetchNotebookList }) => prefetchNotebookList(client, scope));
  return (
    <PageFrame title={t('list.title')}>
      <Suspense
        fallback={
          <p className={styles.pending} role="status">
            {t('list.loading')}
          </p>
        }
      >
        <NotebookHome />
      </Suspense>
    </PageFrame>
  );
}
