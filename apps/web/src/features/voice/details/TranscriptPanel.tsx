import type { Recording } from '@inkstone/contract/voice';
import { VoiceLimits } from '@inkstone/contract/voice';
import { Button } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/shared/platform/copy-text.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useUpdateRecording } from '../api/mutations.ts';
import { clock } from '../model/format.ts';
import { RenameDialog } from '../list/RenameDialog.tsx';
import { ExportMenu } from './ExportMenu.tsx';
import { TranscriptLines } from './TranscriptLines.tsx';
import { TranscriptStatus } from './TranscriptStatus.tsx';
import styles from '../voice.module.css';

/** The transcript as text to copy: one line each, with its time and speaker. */
export function transcriptText(recording: Recording): string {
  const names = new Map(recording.transcript.speakers.map((speaker) => [speaker.id, speaker.name]));
  return recording.transcript.segments
    .map((segment) => {
      const speaker = segment.speaker ? `${names.get(segment.speaker) ?? segment.speaker}: ` : '';
      return `[${clock(segment.startMs)}] ${speaker}${segment.text}`;
    })
    .join('\n');
}

type Props = { recording: Recording; timeMs: number; onSeek: (ms: number) => void };

/** The transcript's panel: its state, its lines synced with the player, copy and export. */
export function TranscriptPanel({ recording, timeMs, onSeek }: Props) {
  const { t } = useTranslation('voice');
  const update = useUpdateRecording();
  const [speakerId, setSpeakerId] = useState<string | null>(null);
  const { transcript } = recording;
  const speaker = transcript.speakers.find((entry) => entry.id === speakerId);
  const hasLines = transcript.segments.length > 0;

  const saveLine = useCallback(
    async (id: string, text: string) => {
      try {
        await update.mutateAsync({ id: recording.id, segments: [{ id, text }] });
        toast('success', t('tx.saved'));
      } catch (caught) {
        toast('error', caught instanceof Error ? caught.message : t('error.unknown'));
        throw caught;
      }
    },
    // mutateAsync is stable; the lines are memoised on this callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [recording.id, t],
  );

  const copy = async () => {
    if (await copyText(transcriptText(recording))) toast('success', t('details.copied'));
  };

  return (
    <section className={styles.panel} aria-label={t('tx.title')}>
      <div className={styles.row}>
        <h4 className={styles.grow} style={{ margin: 0 }}>
          {t('tx.title')}
        </h4>
        {hasLines && (
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('details.copy')}
          </Button>
        )}
        {recording.status === 'ready' && <ExportMenu id={recording.id} title={recording.title} />}
      </div>
      <TranscriptStatus recording={recording} />
      {hasLines && (
        <TranscriptLines
          transcript={transcript}
          timeMs={timeMs}
          onSeek={onSeek}
          onRenameSpeaker={setSpeakerId}
          onSaveLine={saveLine}
        />
      )}
      {speaker !== undefined && (
        <RenameDialog
          open
          title={speaker?.name ?? ''}
          heading={t('tx.speaker', { name: speaker?.name ?? '' })}
          label={t('tx.speakerName')}
          maxLength={VoiceLimits.speakerNameMax}
          onClose={() => setSpeakerId(null)}
          onSave={(name) => update.mutateAsync({ id: recording.id, speakers: [{ id: speakerId!, name }] })}
        />
      )}
    </section>
  );
}
