import './i18n.ts';
import { Alert, Button, Empty, Popconfirm, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSharedChats, useUnshareChat } from './api.ts';
import styles from './publish.module.css';

/** Settings: the chats I published, each with its link and "take down" (issue [chat-extras] item 2). */
export function SharedChatsList() {
  const { t, i18n } = useTranslation('chatPublish');
  const shared = useSharedChats();
  const unshare = useUnshareChat();
  if (shared.isPending) return <Spin description={t('list.loading')} />;
  if (shared.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('list.failed')}
        action={<Button onClick={() => void shared.refetch()}>{t('list.retry')}</Button>}
      />
    );
  if (shared.data.length === 0) return <Empty description={t('list.empty')} />;
  return (
    <section aria-label={t('list.title')}>
      <ul className={styles.list}>
        {shared.data.map((page) => (
          <li key={page.slug} className={styles.item}>
            <div className={styles.itemText}>
              <Typography.Link href={page.url} target="_blank" rel="noopener">
                {page.title}
              </Typography.Link>
              <span className={styles.meta}>
                {t('list.turns', { count: page.turns })} ·{' '}
                {new Date(page.publishedAt).toLocaleString(i18n.language === 'zh_CN' ? 'zh-CN' : 'en')}
              </span>
            </div>
            <Popconfirm title={t('list.confirm')} onConfirm={() => unshare.mutate(page.sessionId)}>
              <Button danger size="small">
                {t('list.takeDown')}
              </Button>
            </Popconfirm>
          </li>
        ))}
      </ul>
    </section>
  );
}
