import './i18n.ts';
import { Button, Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '@/shared/ui/use-document-title.ts';
import { botFaceQuery } from './api/visitor.ts';
import { useEmbedTheme } from './model/embed-theme.ts';
import { VisitorChat } from './components/VisitorChat.tsx';
import styles from './components/embed.module.css';

/**
 * /bot/b/:id — a bot on its owner's website (SPEC role b), usually inside the frame the embed
 * script opens. No app shell and no account: the visitor is a temporary id kept per bot in this
 * browser, and the bot's owner pays for its answers. Light or dark as the embedding site asks
 * (`?theme=`), else as the visitor's system is.
 */
export default function EmbedChatPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('embed');
  useEmbedTheme();
  const face = useQuery(botFaceQuery(id));
  useDocumentTitle(face.data?.name ?? t('loading'));

  if (face.isPending)
    return (
      <div className={styles.center}>
        <Spin aria-label={t('loading')} />
      </div>
    );
  if (face.isError)
    return (
      <div className={styles.center}>
        <Result
          status="404"
          title={t('unavailable')}
          subTitle={face.error.message || t('unavailableHint')}
          extra={<Button onClick={() => void face.refetch()}>{t('retry')}</Button>}
        />
      </div>
    );
  return <VisitorChat bot={face.data} />;
}
