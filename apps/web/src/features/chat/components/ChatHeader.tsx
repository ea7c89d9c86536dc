import type { ModelEntry } from '@inkstone/contract/models';
import { FormOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HoverTooltip } from '@/shared/ui/HoverTooltip.tsx';
import { ModelPicker } from './ModelPicker.tsx';
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
  onHistory: () => void;
  onNewChat: () => void;
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
}: Props) {
  const { t } = useTranslation('chat');
  return (
    <header className={styles.header}>
      <div className={styles.titleBlock}>
        <Typography.Title level={3} id={headingId} className={styles.title}>
          {title}
        </Typography.Title>
        <span className={styles.subtitle} title={subtitle} data-testid="chat-title">
          {subtitle}
        </span>
      </div>
      <div className={styles.headerActions}>
        <ModelPicker entries={models} value={model} onChange={onModel} loading={modelsLoading} compact={compact} />
        <Tooltip title={`${t('header.history')} (${mod()}+H)`}>
          <Button type="text" icon={<HistoryOutlined />} aria-label={t('header.history')} onClick={onHistory} />
        </Tooltip>
        <HoverTooltip title={t('header.newChat')}>
          <Button type="text" icon={<FormOutlined />} aria-label={t('header.newChat')} onClick={onNewChat} />
        </HoverTooltip>
      </div>
    </header>
  );
}
