import { Alert, Button } from 'antd';
import { AudioOutlined, PauseOutlined, CaretRightOutlined, BorderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { clock } from '../model/format.ts';
import { limitPhase } from '../model/limits.ts';
import { setTrial, useTrial } from '../model/trial.ts';
import { LevelMeter } from './LevelMeter.tsx';
import { QueueStatus } from './QueueStatus.tsx';
import { useRecordSession } from './use-record-session.ts';
import styles from '../voice.module.css';

/**
 * The recorder on /record-list: record, pause, resume, stop, with the time and the microphone's
 * level; the plan's limit said before and warned about a minute before it ends the recording.
 */
export function RecorderPanel() {
  const { t } = useTranslation('voice');
  const openLogin = useDialogs((state) => state.openLogin);
  const { plan, limitMs, recorder, error, ended } = useRecordSession();
  const trial = useTrial();
  const { state, elapsedMs } = recorder;
  const active = state === 'recording' || state === 'paused';
  const phase = active ? limitPhase(elapsedMs, limitMs) : 'ok';

  return (
    <section className={styles.panel} aria-label={t('recorder.start')}>
      <div className={styles.row}>
        {active ? (
          <>
            <span className={styles.clock} role="timer" aria-label={t('recorder.elapsed')}>
              {clock(elapsedMs)}
            </span>
            <LevelMeter analyser={recorder.analyser} label={t('recorder.level')} />
            <span className={styles.hint} aria-live="polite">
              {state === 'paused' ? t('recorder.paused') : t('recorder.recording')}
            </span>
            <span className={styles.grow} />
            {state === 'paused' ? (
              <Button icon={<CaretRightOutlined />} onClick={recorder.resume}>
                {t('recorder.resume')}
              </Button>
            ) : (
              <Button icon={<PauseOutlined />} onClick={recorder.pause}>
                {t('recorder.pause')}
              </Button>
            )}
            <Button danger type="primary" icon={<BorderOutlined />} onClick={recorder.stop}>
              {t('recorder.stop')}
            </Button>
          </>
        ) : (
          <>
            <Button
              type="primary"
              icon={<AudioOutlined />}
              loading={state === 'starting'}
              onClick={() => void recorder.start()}
            >
              {state === 'starting' ? t('recorder.starting') : t('recorder.start')}
            </Button>
            <p className={styles.hint}>
              {plan === 'signedOut' ? t('recorder.oneMinute') : plan === 'free' ? t('recorder.freeLimit') : null}
            </p>
          </>
        )}
      </div>
      {phase === 'warning' && limitMs !== null && (
        <Alert type="warning" showIcon title={t('recorder.warning', { left: clock(limitMs - elapsedMs) })} />
      )}
      {ended === 'limit' && (
        <Alert
          type="info"
          showIcon
          title={plan === 'signedOut' ? t('recorder.oneMinuteEnded') : t('recorder.trialEnded')}
        />
      )}
      {state === 'denied' && (
        <Alert type="error" showIcon title={t('recorder.micNeeded')} description={t('recorder.micHow')} />
      )}
      {state === 'unavailable' && <Alert type="warning" showIcon title={t('recorder.unavailable')} />}
      {state === 'failed' && <Alert type="error" showIcon title={t('recorder.failed')} />}
      {error && <Alert type="error" showIcon title={t('recorder.startRefused', { error })} />}
      {trial && (
        <div className={styles.panel}>
          <strong>{t('recorder.trialTitle')}</strong>
          <audio className={styles.player} controls src={trial.url} aria-label={t('recorder.trialTitle')} />
          <p className={styles.hint}>{t('recorder.trialOnly')}</p>
          <div className={styles.row}>
            <Button type="primary" onClick={openLogin}>
              {t('recorder.trialKeep')}
            </Button>
            <Button onClick={() => setTrial(null)}>{t('recorder.trialDiscard')}</Button>
          </div>
        </div>
      )}
      <QueueStatus />
    </section>
  );
}
