import './i18n.ts';
import { Alert, Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';
import { useVoicePushes } from './api/live.ts';
import { useRecording } from './api/queries.ts';
import { RecordingView } from './details/RecordingView.tsx';
import styles from './voice.module.css';

/**
 * /record-details?id=… — one recording's audio, transcript and minutes (SPEC §2: the address
 * names the recording in its query, and the page opens without login; its content needs one).
 */
export default function RecordDetailsPage() {
  const { t } = useTranslation('voice');
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const signedIn = useAuth((state) => Boolean(state.token));
  const openLogin = useDialogs((state) => state.openLogin);
  const recording = useRecording(signedIn ? id : null);
  useVoicePushes();

  const back = (
    <Link to="/record-list">
      <ArrowLeftOutlined aria-hidden /> {t('details.back')}
    </Link>
  );

  let body;
  if (!signedIn)
    body = (
      <Alert
        type="info"
        showIcon
        title={t('details.signedOut')}
        action={
          <Button type="primary" onClick={openLogin}>
            {t('list.signIn')}
          </Button>
        }
      />
    );
  else if (!id) body = <Alert type="info" showIcon title={t('details.noId')} />;
  else if (recording.isPending)
    body = (
      <p className={styles.hint} role="status">
        {t('details.loading')}
      </p>
    );
  else if (recording.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('details.failed', { error: recording.error.message })}
        action={<Button onClick={() => void recording.refetch()}>{t('list.retry')}</Button>}
      />
    );
  else body = <RecordingView recording={recording.data} />;

  return (
    <PageFrame title={t('details.title')} extra={back}>
      {body}
    </PageFrame>
  );
}
