import type { ModelEntry } from '@inkstone/contract/models';
import { DownOutlined, FormOutlined, HistoryOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Controls } from './chunks.ts';
import { LaterTooltip } from './LaterTooltip.tsx';
import { ModelLogo } from './ModelLogo.tsx';
import styles from './chat.module.css';

type Props = {
  headingId: string;
  title: string;
  subtitle: string;
  models: ModelEntry[];
  model: string;
  modelsLoading: boolean;
  compact: boolean;
  onModel: (model: string) => void;
  /** Left out where there is no history drawer (a notebook's chat panel). */
  onHistory?: () => void;
  onNewChat: () => void;
  /** Publishing the conversation as a page; left out while it has nothing to publish. */
  onPublish?: () => void;
  /** The model picker, once its chunk is in (chunks.ts); until then a look-alike shows the model. */
  ModelPicker: Controls['ModelPicker'] | null;
  /** The reader reached for the look-alike: load the picker at once. */
  onWake: () => void;
};

const mod = () => (/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl');

/** The page heading, the conversation's title, the model picker, history and new chat. */
export function ChatHeader({
  headingId,
  title,
  subtitle,
  models,
  model,
  modelsLoading,
  compact,
  onModel,
  onHistory,
  onNewChat,
  onPublish,
  ModelPicker,
  onWake,
}: Props) {
  const { t } = useTranslation('chat');
  return (
    <header className={styles.header}>
      <div className={styles.titleBlock}>
        <h3 id={headingId} className={styles.title}>
          {title}
        </h3>
        <span className={styles.subtitle} title={subtitle} data-testid="chat-title">
          {subtitle}
        </span>
      </div>
      <div className={styles.headerActions}>
        {ModelPicker ? (
          <ModelPicker entries={models} value={model} onChange={onModel} loading={modelsLoading} compact={compact} />
        ) : (
          <PickerLookAlike entry={models.find((entry) => entry.model === model)} compact={compact} onReach={onWake} />
        )}
        {onHistory && (
          <LaterTooltip title={`${t('header.history')} (${mod()}+H)`}>
            <Button type="text" icon={<HistoryOutlined />} aria-label={t('header.history')} onClick={onHistory} />
          </LaterTooltip>
        )}
        {onPublish && (
          <LaterTooltip hoverOnly title={t('header.publish')}>
            <Button type="text" icon={<ShareAltOutlined />} aria-label={t('header.publish')} onClick={onPublish} />
          </LaterTooltip>
        )}
        <LaterTooltip hoverOnly title={t('header.newChat')}>
          <Button type="text" icon={<FormOutlined />} aria-label={t('header.newChat')} onClick={onNewChat} />
        </LaterTooltip>
      </div>
    </header>
  );
}

/** The picker's place while it loads: the chosen model as the filled select shows it; touching it loads the picker. */
function PickerLookAlike({
  entry,
  compact,
  onReach,
}: {
  entry: ModelEntry | undefined;
  compact: boolean;
  onReach: () => void;
}) {
  return (
    <div className={`${styles.modelPicker} ${styles.pickerLookAlike}`} aria-hidden onPointerDown={onReach}>
      {entry && (
        <span className={styles.modelOption}>
          <ModelLogo entry={entry} />
          <span className={compact ? styles.modelLabelCompact : undefined}>{entry.label}</span>
        </span>
      )}
      <DownOutlined className={styles.lookAlikeArrow} />
    </div>
  );
}
