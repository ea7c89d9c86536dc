import { Button, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import styles from './GeneralTab.module.css';

/** One setting that is on or off: its name and hint, and the switch they label and describe. */
function SwitchRow(props: { label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className={styles.row}>
      <div>
        <Typography.Text strong id={labelId}>
          {props.label}
        </Typography.Text>
        <Typography.Paragraph type="secondary" id={hintId} className={styles.hint}>
          {props.hint}
        </Typography.Paragraph>
      </div>
      <Switch aria-labelledby={labelId} aria-describedby={hintId} checked={props.checked} onChange={props.onChange} />
    </div>
  );
}

/** General settings: the writing Outsert switch, how chat answers arrive, and the hotkey list. */
export function GeneralTab() {
  const { t } = useTranslation('settings');
  const outsert = useSettings((state) => state.write.outsert);
  const socketAnswers = useSettings((state) => state.chat.transport === 'socket');
  const update = useSettings((state) => state.update);
  const openDialog = useDialogs((state) => state.open);

  return (
    <div className={styles.rows}>
      <SwitchRow
        label={t('general.outsert')}
        hint={t('general.outsertHint')}
        checked={outsert}
        onChange={(checked) => update('write', { outsert: checked })}
      />
      <SwitchRow
        label={t('general.socketAnswers')}
        hint={t('general.socketAnswersHint')}
        checked={socketAnswers}
        onChange={(checked) => update('chat', { transport: checked ? 'socket' : 'sse' })}
      />
      <div className={styles.row}>
        <Typography.Text strong>{t('general.hotkeys')}</Typography.Text>
        <Button onClick={() => openDialog('hotkeys')}>{t('general.hotkeysOpen')}</Button>
      </div>
    </div>
  );
}
