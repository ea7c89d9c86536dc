import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import type { WechatPublication } from '@inkstone/contract/writing-wechat';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePublication } from './api.ts';
import styles from './official-account.module.css';

const ICONS: Record<WechatPublication['status'], React.ReactNode> = {
  submitting: <LoadingOutlined />,
  publishing: <LoadingOutlined />,
  published: <CheckCircleFilled className={styles.ok} />,
  failed: <CloseCircleFilled className={styles.bad} />,
};

/**
 * Where the document's latest publication stands, as one line read out when it changes: while
 * WeChat works on it the line says so and the query asks again every few seconds; published
 * shows the article's link, failed WeChat's reason.
 */
export function PublicationStatus({ docId }: { docId: string }) {
  const { t, i18n } = useTranslation('writing');
  const publication = usePublication(docId);

  if (publication.isPending) return <p className={styles.note}>{t('wechat.oa.loading')}</p>;
  if (publication.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={publication.error.message || t('wechat.oa.statusFailed')}
        action={
          <Button size="small" onClick={() => void publication.refetch()}>
            {t('wechat.oa.checkAgain')}
          </Button>
        }
      />
    );
  const state = publication.data;
  return (
    <div className={styles.status} role="status" aria-live="polite" data-testid="wechat-publication">
      {!state ? (
        <span className={styles.note}>{t('wechat.oa.never')}</span>
      ) : (
        <>
          <span className={styles.statusLine}>
            {ICONS[state.status]}
            <strong data-status={state.status}>{t(`wechat.oa.status.${state.status}`)}</strong>
            <span className={styles.note}>
              {new Date(state.updatedAt).toLocaleString(i18n.language === 'zh_CN' ? 'zh-CN' : 'en')}
            </span>
          </span>
          {state.status === 'published' && state.articleUrl && (
            <a href={state.articleUrl} target="_blank" rel="noopener noreferrer">
              {t('wechat.oa.openArticle')}
            </a>
          )}
          {state.status === 'failed' && state.reason && <span className={styles.reason}>{state.reason}</span>}
        </>
      )}
    </div>
  );
}
