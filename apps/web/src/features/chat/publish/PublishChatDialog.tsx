import './i18n.ts';
import { Alert, Button, Checkbox, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast.ts';
import type { ChatMessage } from '../state/types.ts';
import { useShareChat, useUnshareChat } from './api.ts';
import { finishedTurns } from './turns.ts';
import styles from './publish.module.css';

export type PublishChatDialogProps = {
  sessionId: string;
  title: string;
  messages: readonly ChatMessage[];
  onClose: () => void;
};

/**
 * Publishing a chat (SPEC §7 shartHtml, issue [chat-extras] item 2): the owner picks the turns
 * (all by default) and a title; the page's link is then shown to copy or open, and the page can
 * be updated or taken down (reomveShartHtml) from here.
 */
export function PublishChatDialog({ sessionId, title, messages, onClose }: PublishChatDialogProps) {
  const { t } = useTranslation('chatPublish');
  const turns = finishedTurns(messages);
  const [chosen, setChosen] = useState<number[]>(() => {
    const published = turns.filter((turn) => turn.published).map((turn) => turn.tableId);
    return published.length ? published : turns.map((turn) => turn.tableId);
  });
  const [pageTitle, setPageTitle] = useState(title);
  const [url, setUrl] = useState<string | null>(() => turns.find((turn) => turn.published)?.published ?? null);
  const [down, setDown] = useState(false);
  const share = useShareChat();
  const unshare = useUnshareChat();

  const publish = () =>
    share.mutate(
      {
        sessionId,
        tableIds: chosen.length === turns.length ? undefined : chosen,
        title: pageTitle.trim() || undefined,
      },
      {
        onSuccess: (page) => {
          setUrl(page.url);
          setDown(false);
        },
      },
    );
  const takeDown = () =>
    unshare.mutate(sessionId, {
      onSuccess: () => {
        setUrl(null);
        setDown(true);
      },
    });
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast('success', t('dialog.copied'));
    } catch {
      toast('error', link);
    }
  };
  const failure = share.error ?? unshare.error;

  return (
    <Modal open title={t('dialog.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <p className={styles.intro}>{t('dialog.intro')}</p>
      {turns.length === 0 ? (
        <Alert type="info" showIcon title={t('dialog.none')} />
      ) : (
        <div className={styles.form}>
          <label className={styles.field}>
            <span>{t('dialog.pageTitle')}</span>
            <Input value={pageTitle} maxLength={100} onChange={(event) => setPageTitle(event.target.value)} />
          </label>
          <fieldset className={styles.turns}>
            <legend>{t('dialog.turns')}</legend>
            <Checkbox
              checked={chosen.length === turns.length}
              indeterminate={chosen.length > 0 && chosen.length < turns.length}
              onChange={(event) => setChosen(event.target.checked ? turns.map((turn) => turn.tableId) : [])}
            >
              {t('dialog.all')}
            </Checkbox>
            <Checkbox.Group
              className={styles.turnList}
              value={chosen}
              onChange={(values) => setChosen(values as number[])}
              options={turns.map((turn) => ({ value: turn.tableId, label: turn.question || `#${turn.tableId}` }))}
            />
          </fieldset>
          {chosen.length === 0 && <p className={styles.hint}>{t('dialog.chooseOne')}</p>}
          {failure && (
            <Alert type="error" showIcon title={t('dialog.failed', { reason: (failure as Error).message })} />
          )}
          {down && <Alert type="success" showIcon title={t('dialog.takenDown')} />}
          {url && (
            <div className={styles.published} data-testid="published-link">
              <span>{t('dialog.published')}</span>
              <Typography.Link href={url} target="_blank" rel="noopener" className={styles.url}>
                {url}
              </Typography.Link>
              <Space wrap>
                <Button onClick={() => void copy(url)}>{t('dialog.copy')}</Button>
                <Button href={url} target="_blank" rel="noopener">
                  {t('dialog.open')}
                </Button>
                <Button danger loading={unshare.isPending} onClick={takeDown}>
                  {t('dialog.takeDown')}
                </Button>
              </Space>
            </div>
          )}
          <Button type="primary" disabled={chosen.length === 0} loading={share.isPending} onClick={publish}>
            {url ? t('dialog.update') : t('dialog.publish')}
          </Button>
        </div>
      )}
    </Modal>
  );
}
