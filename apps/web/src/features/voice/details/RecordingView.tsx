import type { Recording } from '@inkstone/contract/voice';
import { Alert, Button, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateRecording } from '../api/mutations.ts';
import { clock, dateTime } from '../model/format.ts';
import { RenameDialog } from '../list/RenameDialog.tsx';
import { StatusTags } from '../list/StatusTags.tsx';
import { MinutesPanel } from './MinutesPanel.tsx';
import { TranscriptPanel } from './TranscriptPanel.tsx';
import { usePlayback } from './use-playback.ts';
import styles from '../voice.module.css';

/** One recording: its player, the transcript synced with it, and the minutes. */
export function RecordingView({ recording }: { recording: Recording }) {
  const { t, i18n } = useTranslation('voice');
  const { audio, timeMs, seek } = usePlayback();
  const rename = useUpdateRecording();
  const [renaming, setRenaming] = useState(false);

  return (
    <>
      <div className={styles.panel}>
        <div className={styles.row}>
          <h4 className={styles.grow} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {recording.title}
          </h4>
          <Button icon={<EditOutlined />} onClick={() => setRenaming(true)}>
            {t('details.rename')}
          </Button>
        </div>
        <div className={styles.meta}>
          <span>{clock(recording.durationMs)}</span>
          <time dateTime={recording.createdAt}>{dateTime(recording.createdAt, i18n.language)}</time>
          <StatusTags status={recording.status} transcript={recording.transcript} />
          {recording.trimmed && <Tag>{t('details.trimmed')}</Tag>}
        </div>
        {recording.notice && <Alert type="info" showIcon title={recording.notice} />}
        {recording.status === 'ready' && recording.audioUrl ? (
          <audio
            ref={audio}
            className={styles.player}
            controls
            preload="metadata"
            src={recording.audioUrl}
            aria-label={t('details.audio', { title: recording.title })}
          />
        ) : recording.status === 'failed' ? (
          <Alert type="error" showIcon title={t('details.audioFailed', { error: recording.error ?? '' })} />
        ) : (
          <p className={styles.hint} role="status">
            {recording.status === 'recording' ? t('details.stillRecording') : t('details.processing')}
          </p>
        )}
      </div>
      <div className={styles.details}>
        <TranscriptPanel recording={recording} timeMs={timeMs} onSeek={seek} />
        <MinutesPanel recording={recording} />
      </div>
      {renaming && (
        <RenameDialog
          open
          title={recording.title}
          onClose={() => setRenaming(false)}
          onSave={(title) => rename.mutateAsync({ id: recording.id, title })}
        />
      )}
    </>
  );
}
