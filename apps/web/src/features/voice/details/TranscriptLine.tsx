import type { TranscriptSegment } from '@inkstone/contract/voice';
import { VoiceLimits } from '@inkstone/contract/voice';
import { Button, Input } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clock } from '../model/format.ts';
import styles from '../voice.module.css';

type Props = {
  segment: TranscriptSegment;
  /** The speaker's name when this line starts a new speaker's turn. */
  speakerName: string | null;
  active: boolean;
  match: boolean;
  onSeek: (ms: number) => void;
  onRenameSpeaker: (speakerId: string) => void;
  onSave: (id: string, text: string) => Promise<unknown>;
};

/** One line of the transcript: its time seeks the audio, its text is edited in place. */
export const TranscriptLine = memo(function TranscriptLine(props: Props) {
  const { segment, speakerName, active, match, onSeek, onRenameSpeaker, onSave } = props;
  const { t } = useTranslation('voice');
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const time = clock(segment.startMs);

  const save = async () => {
    if (draft === null) return;
    setSaving(true);
    try {
      await onSave(segment.id, draft);
      setDraft(null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <li
      className={`${styles.line} ${match ? styles.match : ''}`}
      aria-current={active ? 'true' : undefined}
      data-segment={segment.id}
    >
      <button
        type="button"
        className={styles.time}
        onClick={() => onSeek(segment.startMs)}
        aria-label={t('tx.seek', { time })}
      >
        {time}
      </button>
      <div>
        {speakerName && segment.speaker && (
          <button
            type="button"
            className={`${styles.time} ${styles.speaker}`}
            onClick={() => onRenameSpeaker(segment.speaker!)}
            aria-label={t('tx.speaker', { name: speakerName })}
          >
            {speakerName}
          </button>
        )}
        {draft === null ? (
          <span className={styles.text} onClick={() => onSeek(segment.startMs)}>
            {segment.text}
          </span>
        ) : (
          <>
            <Input.TextArea
              autoSize
              autoFocus
              value={draft}
              maxLength={VoiceLimits.segmentTextMax}
              aria-label={t('tx.edit', { time })}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setDraft(null);
                if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void save();
              }}
            />
            <div className={styles.row}>
              <Button size="small" type="primary" loading={saving} onClick={() => void save()}>
                {t('tx.save')}
              </Button>
              <Button size="small" onClick={() => setDraft(null)}>
                {t('tx.cancel')}
              </Button>
            </div>
          </>
        )}
      </div>
      {draft === null && (
        <Button
          size="small"
          type="text"
          icon={<EditOutlined />}
          aria-label={t('tx.edit', { time })}
          onClick={() => setDraft(segment.text)}
        />
      )}
    </li>
  );
});
