import './i18n.ts';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';
import { useVoicePushes } from './api/live.ts';
import { detailsPath } from './list/RecordingItem.tsx';
import { RecordingList } from './list/RecordingList.tsx';
import { RecorderPanel } from './recorder/RecorderPanel.tsx';
import { FileUpload } from './upload/FileUpload.tsx';

/**
 * /record-list — record, upload, and my recordings; open without login (SPEC §2): a signed-out
 * visitor can try the recorder for a minute and is asked to sign in for the rest (SPEC §6).
 */
export default function RecordListPage() {
  const { t } = useTranslation('voice');
  const navigate = useNavigate();
  const signedIn = useAuth((state) => Boolean(state.token));
  const openLogin = useDialogs((state) => state.openLogin);
  useVoicePushes();
  return (
    <PageFrame title={t('list.title')}>
      <RecorderPanel />
      {signedIn ? (
        <>
          <FileUpload onUploaded={(id) => void navigate(detailsPath(id))} />
          <RecordingList />
        </>
      ) : (
        <Alert
          type="info"
          showIcon
          title={t('list.signedOut')}
          action={
            <Button type="primary" onClick={openLogin}>
              {t('list.signIn')}
            </Button>
          }
        />
      )}
    </PageFrame>
  );
}
