import { Button, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import styles from './GeneralTab.module.css';

/** General settings: the writing Outsert switch, how chat answers arrive, and the hotkey list. */
export function GeneralTab() {
  const { t } = useTranslation('settings');
  const outsert = useSettings((state) => state.write.outsert);
  const update = useSettings((state) => state.update);
  const openDialog = useDialogs((state) => state.open);
  const socketAnswers = useSettings((state) => state.chat.transport === 'socket');
  const outsertLabel = useId();
  const outsertHint = useId();
  const socketLabel = useId();
  const socketHint = useId();

  return (
    <div className={styles.rows}>
      <div className={styles.row}>
        <div>
          <Typography.Text strong id={outsertLabel}>
            {t('general.outsert')}
          </Typography.Text>
          <Typography.Paragraph type="secondary" id={outsertHint} className={styles.hint}>
            {t('general.outsertHint')}
          </Typography.Paragraph>
        </div>
        <Switch
          aria-labelledby={outsertLabel}
          aria-describedby={outsertHint}
          checked={outsert}
          onChange={(checked) => update('write', { outsert: checked })}
        />
      </div>
      <div className={styles.row}>
        <div>
          <Typography.Text strong id={socketLabel}>
            {t('general.socketAnswers')}
          </Typography.Text>
          <Typography.Paragraph type="secondary" id={socketHint} className={styles.hint}>
            {t('general.socketAnswersHint')}
          </Typography.Paragraph>
        </div>
        <Switch
          aria-labelledby={socketLabel}
          aria-describedby={socketHint}
          checked={socketAnswers}
          onChange={(checked) => update('chat', { transport: checked ? 'socket' : 'sse' })}
        />
      </div>
      <div className={styles.row}>
        <Typography.Text strong>{t('general.hotkeys')}</Typography.Text>
        <Button onClick={() => openDialog('hotkeys')}>{t('general.hotkeysOpen')}</Button>
      </div>
    </div>
  );
}
