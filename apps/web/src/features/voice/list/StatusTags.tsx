import type { RecordingListItem } from '@inkstone/contract/voice';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR = { recording: 'processing', processing: 'processing', ready: 'success', failed: 'error' } as const;
const STATE_COLOR = {
  none: 'default',
  needs_provider: 'warning',
  queued: 'processing',
  transcribing: 'processing',
  done: 'success',
  failed: 'error',
} as const;

type Props = Pick<RecordingListItem, 'status'> & { transcript: RecordingListItem['transcript'] };

/** The audio's status and, once the audio is ready, where its transcript stands (with n/total). */
export function StatusTags({ status, transcript }: Props) {
  const { t } = useTranslation('voice');
  return (
    <span>
      <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>
      {status === 'ready' && (
        <Tag color={STATE_COLOR[transcript.state]}>
          {t(`state.${transcript.state}`, { done: transcript.done, total: transcript.total })}
        </Tag>
      )}
    </span>
  );
}
