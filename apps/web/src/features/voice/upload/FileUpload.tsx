import { Alert, Progress } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileDrop } from '@/shared/ui/use-file-drop.ts';
import { voiceKeys } from '../api/keys.ts';
import { uploadAudio } from '../api/upload-audio.ts';
import { fileSize } from '../model/format.ts';
import { ACCEPTED_AUDIO, ACCEPTED_EXTENSIONS } from '../recorder/mime.ts';
import styles from '../voice.module.css';

type Sending = { name: string; size: number; percent: number; error: string | null; done: boolean };

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/**
 * An audio file to the recordings: dropped or chosen (mp3, m4a, wav, webm, ogg), its size shown
 * while it goes up, the server's refusal (not audio by content, too large, too long) shown as it
 * said it. The name is only a first check; the server reads the content.
 */
export function FileUpload({ onUploaded }: { onUploaded?: (id: string) => void }) {
  const { t } = useTranslation('voice');
  const client = useQueryClient();
  const [sending, setSending] = useState<Sending | null>(null);

  const send = (file: File) => {
    const base = { name: file.name, size: file.size, percent: 0, done: false };
    if (!ACCEPTED_EXTENSIONS.includes(extensionOf(file.name)) && !file.type.startsWith('audio/')) {
      return setSending({ ...base, error: t('file.wrongType') });
    }
    setSending({ ...base, error: null });
    uploadAudio(file, { onProgress: (percent) => setSending((now) => now && { ...now, percent }) }).then(
      (recording) => {
        setSending((now) => now && { ...now, percent: 100, done: true });
        void client.invalidateQueries({ queryKey: voiceKeys.lists() });
        onUploaded?.(recording.id);
      },
      (caught: unknown) =>
        setSending((now) => now && { ...now, error: caught instanceof Error ? caught.message : String(caught) }),
    );
  };

  const { dragging, zone, picker } = useFileDrop(send);

  return (
    <div className={styles.row}>
      <button {...zone} className={`${styles.drop} ${dragging ? styles.dragging : ''}`}>
        <InboxOutlined aria-hidden /> &nbsp;{t('file.drop')}
      </button>
      <input {...picker} accept={ACCEPTED_AUDIO} aria-label={t('file.button')} />
      {sending && !sending.error && !sending.done && (
        <div className={styles.grow} role="status">
          {t('file.uploading', { name: sending.name, size: fileSize(sending.size), percent: sending.percent })}
          <Progress percent={sending.percent} size="small" showInfo={false} />
        </div>
      )}
      {sending?.done && <Alert className={styles.grow} type="success" showIcon title={t('file.done', sending)} />}
      {sending?.error && (
        <Alert
          className={styles.grow}
          type="error"
          showIcon
          title={t('file.refused', { name: `${sending.name} (${fileSize(sending.size)})`, error: sending.error })}
        />
      )}
    </div>
  );
}
