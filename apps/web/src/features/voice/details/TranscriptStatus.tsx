import type { Recording, SpokenLanguage } from '@inkstone/contract/voice';
import { Alert, Button, Progress, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranscribe } from '../api/mutations.ts';
import styles from '../voice.module.css';

const LANGUAGES: SpokenLanguage[] = ['auto', 'zh', 'en'];

/**
 * Where the transcript stands when there are no lines to show yet: not started (Transcribe, with
 * the language), waiting for a provider (the server's words on what to configure, and Transcribe
 * for when it is), queued, transcribing with progress per piece, or failed with why and Try again.
 */
export function TranscriptStatus({ recording }: { recording: Recording }) {
  const { t } = useTranslation('voice');
  const transcribe = useTranscribe();
  const [language, setLanguage] = useState<SpokenLanguage>(recording.language);
  const { transcript } = recording;
  const refusal = transcribe.error?.message;
  const start = () => transcribe.mutate({ id: recording.id, language });

  const startControls = (label: string) => (
    <div className={styles.row}>
      <Select
        aria-label={t('tx.language')}
        value={language}
        onChange={setLanguage}
        options={LANGUAGES.map((value) => ({ value, label: t(`tx.lang.${value}`) }))}
        style={{ minWidth: 120 }}
      />
      <Button type="primary" loading={transcribe.isPending} onClick={start}>
        {label}
      </Button>
    </div>
  );

  if (recording.status !== 'ready') return null;
  switch (transcript.state) {
    case 'queued':
      return (
        <p className={styles.hint} role="status">
          {t('tx.queued')}
        </p>
      );
    case 'transcribing': {
      const percent = transcript.total > 0 ? Math.round((transcript.done / transcript.total) * 100) : 0;
      return (
        <div role="status">
          <p className={styles.hint}>{t('tx.transcribing', { done: transcript.done, total: transcript.total })}</p>
          <Progress percent={percent} size="small" />
        </div>
      );
    }
    case 'needs_provider':
      return (
        <>
          <Alert
            type="warning"
            showIcon
            title={t('tx.needsProvider')}
            description={
              <>
                {transcript.error && <p style={{ margin: 0 }}>{transcript.error}</p>}
                <p style={{ margin: 0 }}>{t('tx.needsProviderHint')}</p>
              </>
            }
          />
          {startControls(t('tx.transcribe'))}
          {refusal && <Alert type="error" showIcon title={refusal} />}
        </>
      );
    case 'failed':
      return (
        <>
          <Alert type="error" showIcon title={t('tx.failed')} description={transcript.error} />
          {startControls(t('tx.retry'))}
          {refusal && <Alert type="error" showIcon title={refusal} />}
        </>
      );
    case 'none':
      return (
        <>
          <p className={styles.hint}>{t('tx.none')}</p>
          {startControls(t('tx.transcribe'))}
          {refusal && <Alert type="error" showIcon title={refusal} />}
        </>
      );
    case 'done':
      return transcript.segments.length === 0 ? <p className={styles.hint}>{t('tx.noSpeech')}</p> : null;
  }
}
