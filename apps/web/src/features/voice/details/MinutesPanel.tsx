import type { MinutesTemplate, Recording } from '@inkstone/contract/voice';
import { VoiceLimits } from '@inkstone/contract/voice';
import { Alert, Button, Input, Select } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast.ts';
import { useUpdateRecording } from '../api/mutations.ts';
import { useMinutesRun } from './use-minutes-run.ts';
import styles from '../voice.module.css';

// The Markdown renderer comes when there are minutes to show, not with the page.
const MinutesMarkdown = lazy(() => import('./MinutesMarkdown.tsx'));

const TEMPLATES: MinutesTemplate[] = ['general', 'standup', 'lecture', 'interview'];

/**
 * Minutes from the transcript: a template, generated as a stream (saved by the server at the
 * end), edited by hand and saved, regenerated with the same or another template.
 */
export function MinutesPanel({ recording }: { recording: Recording }) {
  const { t } = useTranslation('voice');
  const { run, start, stop, clear } = useMinutesRun(recording.id);
  const update = useUpdateRecording();
  const saved = recording.minutes;
  const [template, setTemplate] = useState<MinutesTemplate>(saved?.template ?? 'general');
  const [draft, setDraft] = useState<string | null>(null);
  const hasTranscript = recording.transcript.state === 'done' && recording.transcript.segments.length > 0;
  const running = run.status === 'running';
  // While a run streams (or after one that was not saved) its text shows; otherwise the saved minutes.
  const shown = run.status === 'idle' || run.status === 'done' ? (saved?.content ?? '') : run.text;

  const generate = () => {
    setDraft(null);
    void start(template).then((last) => last.status === 'done' && clear());
  };
  const save = async () => {
    try {
      await update.mutateAsync({ id: recording.id, minutes: draft ?? '' });
      setDraft(null);
      toast('success', t('minutes.saved'));
    } catch (caught) {
      toast('error', caught instanceof Error ? caught.message : t('error.unknown'));
    }
  };

  return (
    <section className={styles.panel} aria-label={t('minutes.title')}>
      <h4 style={{ margin: 0 }}>{t('minutes.title')}</h4>
      {!hasTranscript ? (
        <p className={styles.hint}>{t('minutes.needTranscript')}</p>
      ) : (
        <div className={styles.row}>
          <Select
            aria-label={t('minutes.template')}
            value={template}
            onChange={setTemplate}
            disabled={running}
            options={TEMPLATES.map((value) => ({ value, label: t(`template.${value}`) }))}
            style={{ minWidth: 160 }}
          />
          {running ? (
            <Button onClick={stop}>{t('minutes.stop')}</Button>
          ) : (
            <Button type="primary" onClick={generate}>
              {saved ? t('minutes.regenerate') : t('minutes.generate')}
            </Button>
          )}
          {!running && saved && draft === null && (
            <Button onClick={() => setDraft(saved.content)}>{t('minutes.edit')}</Button>
          )}
        </div>
      )}
      {running && (
        <p className={styles.hint} role="status">
          {t('minutes.generating')}
        </p>
      )}
      {run.notice && <Alert type="warning" showIcon title={run.notice} />}
      {run.status === 'failed' && (
        <Alert type="error" showIcon title={t('minutes.failed', { error: run.error ?? t('error.unknown') })} />
      )}
      {run.status === 'stopped' && <Alert type="info" showIcon title={t('minutes.stopped')} />}
      {draft !== null ? (
        <>
          <Input.TextArea
            aria-label={t('minutes.label')}
            value={draft}
            maxLength={VoiceLimits.minutesMax}
            autoSize={{ minRows: 8, maxRows: 24 }}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className={styles.row}>
            <Button type="primary" loading={update.isPending} onClick={() => void save()}>
              {t('minutes.save')}
            </Button>
            <Button onClick={() => setDraft(null)}>{t('minutes.cancel')}</Button>
          </div>
        </>
      ) : shown ? (
        <Suspense fallback={<pre className={styles.minutes}>{shown}</pre>}>
          <MinutesMarkdown content={shown} />
        </Suspense>
      ) : (
        hasTranscript && !running && <p className={styles.hint}>{t('minutes.empty')}</p>
      )}
    </section>
  );
}
