import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';
import styles from './components/notebooks.module.css';

// The home page is every first load: its heading comes at once, and the list with its antd
// pieces (tabs, cards, menus, dialogs) follows in a chunk of its own, outside the first-load budget.
// That chunk is asked for as soon as this page's code runs, not once it first renders.
const homeChunk = import('./components/NotebookHome.tsx');
const NotebookHome = lazy(() => homeChunk);

/** /notebook — Agent Studio: my notebooks and shared ones; also the default home page. */
export default function NotebookListPage() {
  const { t } = useTranslation('notebooks');
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
