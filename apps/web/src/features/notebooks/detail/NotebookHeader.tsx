import { ArrowLeftOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { Notebook } from '@inkstone/contract/notebooks';
import { Button, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_EMOJI } from '../components/NotebookCard.tsx';
import styles from './detail.module.css';

// The share dialog (antd's form, input and select) loads when first opened, as on the list.
const ShareDialog = lazy(() =>
  import('../components/ShareDialog.tsx').then((module) => ({ default: module.ShareDialog })),
);

/**
 * The notebook's name and emoji, the way back to the list, the reader's role when the notebook
 * is someone else's, and sharing for its owner (SPEC §6: only the owner shares).
 */
export function NotebookHeader({ notebook, headingId }: { notebook: Notebook; headingId: string }) {
  const { t } = useTranslation(['notebookPage', 'notebooks']);
  const [sharing, setSharing] = useState(false);
  return (
    <header className={styles.header}>
      <Link to="/notebook" className={styles.back} aria-label={t('detail.back')} title={t('detail.back')}>
        <ArrowLeftOutlined aria-hidden />
      </Link>
      <h3 id={headingId} className={styles.title}>
        <span className={styles.emoji} aria-hidden>
          {notebook.emoji || DEFAULT_EMOJI}
        </span>
        <span className={styles.titleText} title={notebook.name}>
          {notebook.name}
        </span>
      </h3>
      {notebook.role !== 'owner' && (
        <Tag color={notebook.role === 'editor' ? 'blue' : 'default'}>{t(`notebooks:role.${notebook.role}`)}</Tag>
      )}
      {notebook.role === 'owner' && (
        <Button icon={<ShareAltOutlined />} onClick={() => setSharing(true)}>
          {t('notebooks:action.share')}
        </Button>
      )}
      <Suspense fallback={null}>
        {sharing && <ShareDialog notebook={notebook} onClose={() => setSharing(false)} />}
      </Suspense>
    </header>
  );
}
