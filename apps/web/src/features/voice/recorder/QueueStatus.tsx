import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUploadStatus } from './use-upload-status.ts';

/** What the upload queue is doing with each recording still going up, or just saved. */
export function QueueStatus() {
  const { t } = useTranslation('voice');
  const navigate = useNavigate();
  const events = useUploadStatus();
  return events.map((event) => {
    if (event.state === 'sending')
      return <Alert key={event.id} type="info" showIcon title={t('queue.sending', { waiting: event.waiting })} />;
    if (event.state === 'retrying')
      return <Alert key={event.id} type="warning" showIcon title={t('queue.retrying', { waiting: event.waiting })} />;
    if (event.state === 'failed')
      return <Alert key={event.id} type="error" showIcon title={t('queue.failed', { error: event.error })} />;
    return (
      <Alert
        key={event.id}
        type="success"
        showIcon
        title={t('queue.finished', { title: event.recording.title })}
        description={event.recording.notice ?? undefined}
        action={
          <Button size="small" onClick={() => void navigate(`/record-details?id=${encodeURIComponent(event.id)}`)}>
            {t('queue.open')}
          </Button>
        }
      />
    );
  });
}
