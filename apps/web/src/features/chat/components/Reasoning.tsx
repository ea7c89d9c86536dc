import { BulbOutlined, LoadingOutlined, RightOutlined } from '@ant-design/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './chat.module.css';

/**
 * The model's reasoning, apart from its answer: open while it is being written, and a real
 * button (with aria-expanded) folds it away.
 */
export function Reasoning({ text, thinking }: { text: string; thinking: boolean }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(true);
  const regionId = useId();
  return (
    <div className={styles.reasoning} data-testid="reasoning">
      <button
        type="button"
        className={styles.reasoningToggle}
        aria-expanded={open}
        aria-controls={regionId}
        title={open ? t('reasoning.hide') : t('reasoning.show')}
        onClick={() => setOpen(!open)}
      >
        {thinking ? <LoadingOutlined /> : <BulbOutlined />}
        <span>{thinking ? t('reasoning.thinking') : t('reasoning.done')}</span>
        <RightOutlined className={styles.reasoningChevron} rotate={open ? 90 : 0} />
      </button>
      <div id={regionId} className={styles.reasoningText} hidden={!open}>
        {text}
      </div>
    </div>
  );
}
