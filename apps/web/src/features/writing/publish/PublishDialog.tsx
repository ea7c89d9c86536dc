import { writingPublishRoutes as table } from '@inkstone/contract/routes/writing-publish';
import { CopyOutlined, GlobalOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/call.ts';
import { toast } from '@/shared/ui/toast.ts';
import { writingKeys } from '../api/keys.ts';

export type PublishDialogProps = {
  docId: string;
  /** When the page was last published; null while it is not on the web. */
  publishedAt: string | null;
  /** Sends what is typed first, so the page shows the text on screen. */
  flush: () => Promise<void>;
  onClose: () => void;
};

/**
 * Publishing to the web (issue [writing] item 6): a public, read-only copy of the document at a
 * stable address (/p/{slug}); publishing again updates it with the text as it is now, taking it
 * down removes it. The page never changes by itself when the document is edited.
 */
export function PublishDialog({ docId, publishedAt, flush, onClose }: PublishDialogProps) {
  const { t } = useTranslation('writing');
  const client = useQueryClient();
  const [at, setAt] = useState(publishedAt);
  const [url, setUrl] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: writingKeys.docs() });
  const publish = useMutation({
    mutationFn: async () => {
      await flush();
      return call(table.publish, { id: docId }, { silent: true });
    },
    onSuccess: (page) => {
      setAt(page.publishedAt);
      setUrl(page.url);
      void refresh();
    },
  });
  const unpublish = useMutation({
    mutationFn: () => call(table.unpublish, { id: docId }, { silent: true }),
    onSuccess: () => {
      setAt(null);
      setUrl(null);
      toast('success', t('publish.down'));
      void refresh();
    },
  });
  const error = publish.error ?? unpublish.error;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast('success', t('publish.copied'));
    } catch {
      toast('error', t('ai.copyFailed'));
    }
  };

  return (
    <Modal open title={t('publish.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <p>{at ? t('publish.liveSince', { time: new Date(at).toLocaleString() }) : t('publish.intro')}</p>
        {url && (
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={url} aria-label={t('publish.address')} data-testid="published-url" />
            <Button icon={<CopyOutlined />} onClick={() => void copy()} aria-label={t('publish.copy')} />
            <Button href={url} target="_blank" rel="noopener noreferrer">
              {t('publish.view')}
            </Button>
          </Space.Compact>
        )}
        {error && <Alert type="error" showIcon title={error.message || t('list.failed')} />}
        <Space wrap>
          <Button type="primary" icon={<GlobalOutlined />} loading={publish.isPending} onClick={() => publish.mutate()}>
            {at ? t('publish.update') : t('publish.publish')}
          </Button>
          {at && (
            <Button danger loading={unpublish.isPending} onClick={() => unpublish.mutate()}>
              {t('publish.unpublish')}
            </Button>
          )}
        </Space>
        <p style={{ margin: 0, opacity: 0.65, fontSize: 12 }}>{t('publish.note')}</p>
      </Space>
    </Modal>
  );
}
