import './i18n.ts';
import type { TranslationTask } from '@inkstone/contract/translate';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';
import { useTranslationPushes } from './api/live.ts';
import { useQuota } from './api/queries.ts';
import { QuotaMeter } from './form/QuotaMeter.tsx';
import { TranslateForm } from './form/TranslateForm.tsx';
import { TaskList } from './tasks/TaskList.tsx';
import { SideBySideViewer } from './viewer/SideBySideViewer.tsx';
import styles from './translate.module.css';

/**
 * /file/translate — a PDF translated with its layout kept (issue #17): the form, my tasks with
 * their progress and files, and the side-by-side viewer. It opens signed out with a sign-in
 * prompt; every action needs an account (the pages are counted against it).
 */
export default function TranslatePage() {
  const { t } = useTranslation('translate');
  const signedIn = useAuth((state) => Boolean(state.token));
  const openLogin = useDialogs((state) => state.openLogin);
  const quota = useQuota(signedIn);
  const [viewing, setViewing] = useState<TranslationTask | null>(null);
  useTranslationPushes();
  return (
    <PageFrame title={t('page.title')}>
      {signedIn ? (
        <div className={styles.layout}>
          <QuotaMeter quota={quota.data} failed={quota.isError} />
          <TranslateForm quota={quota.data} />
          <TaskList onView={setViewing} />
          {viewing && <SideBySideViewer task={viewing} onClose={() => setViewing(null)} />}
        </div>
      ) : (
        <Alert
          type="info"
          showIcon
          title={t('page.signedOut')}
          action={
            <Button type="primary" onClick={openLogin}>
              {t('page.signIn')}
            </Button>
          }
        />
      )}
    </PageFrame>
  );
}
