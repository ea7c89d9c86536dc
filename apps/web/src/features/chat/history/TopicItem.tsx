import type { Topic } from '@inkstone/contract/chat';
import { Limits } from '@inkstone/contract/limits';
import {
  DeleteOutlined,
  EditOutlined,
  FileMarkdownOutlined,
  FileTextOutlined,
  MessageOutlined,
  MoreOutlined,
  PushpinFilled,
  PushpinOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Input, Popconfirm, Tooltip, type MenuProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../state/export.ts';
import styles from './history.module.css';

type Props = {
  topic: Topic;
  current: boolean;
  time: string;
  onOpen: () => void;
  onRename: (title: string) => Promise<unknown>;
  onPin: (pinned: boolean) => void;
  onExport: (format: ExportFormat) => void;
  onDelete: () => Promise<void>;
};

/**
 * One past conversation: opens on click; renames in place (Enter saves, Escape cancels); a
 * menu pins, exports and renames; delete asks first. Everything is reachable by keyboard.
 */
export function TopicItem({ topic, current, time, onOpen, onRename, onPin, onExport, onDelete }: Props) {
  const { t } = useTranslation('chat');
  const title = topic.topic.trim() || t('history.untitled');
  const [draft, setDraft] = useState<string | null>(null);
  // Enter saves, and so does the blur that follows while the call runs: save once.
  const saving = useRef(false);

  const save = async () => {
    if (saving.current) return;
    saving.current = true;
    const next = draft?.trim() ?? '';
    // A blank name is no name (SPEC §5): leaving it blank keeps the old one.
    if (next && next !== topic.topic) await onRename(next).catch(() => undefined);
    saving.current = false;
    setDraft(null);
  };

  const menu: MenuProps['items'] = [
    { key: 'rename', icon: <EditOutlined />, label: t('history.rename') },
    {
      key: 'pin',
      icon: topic.pinned ? <PushpinFilled /> : <PushpinOutlined />,
      label: topic.pinned ? t('history.unpin') : t('history.pin'),
    },
    { key: 'markdown', icon: <FileMarkdownOutlined />, label: t('history.exportMarkdown') },
    { key: 'json', icon: <FileTextOutlined />, label: t('history.exportJson') },
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'rename') setDraft(topic.topic);
    else if (key === 'pin') onPin(!topic.pinned);
    else onExport(key as ExportFormat);
  };

  if (draft !== null)
    return (
      <li className={styles.item} data-current={current || undefined}>
        <Input
          className={styles.rename}
          autoFocus
          value={draft}
          maxLength={Limits.nameMax}
          aria-label={t('history.renameLabel')}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={() => void save()}
          onBlur={() => void save()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              setDraft(null);
            }
          }}
        />
      </li>
    );

  return (
    <li className={styles.item} data-current={current || undefined} data-pinned={topic.pinned || undefined}>
      <button
        type="button"
        className={styles.open}
        onClick={onOpen}
        aria-current={current ? 'true' : undefined}
        title={title}
      >
        {topic.pinned ? (
          <PushpinFilled className={styles.icon} aria-label={t('history.pinned')} />
        ) : (
          <MessageOutlined className={styles.icon} aria-hidden />
        )}
        <span className={styles.title}>{title}</span>
        <span className={styles.time}>{time}</span>
      </button>
      <Dropdown menu={{ items: menu, onClick: onMenu }} trigger={['click']} placement="bottomRight">
        <Button
          className={styles.action}
          type="text"
          size="small"
          icon={<MoreOutlined />}
          aria-label={`${t('history.more')}: ${title}`}
        />
      </Dropdown>
      <Popconfirm
        title={t('history.deleteConfirm')}
        description={t('history.deleteHint')}
        okButtonProps={{ danger: true }}
        okText={t('history.delete')}
        onConfirm={onDelete}
      >
        <Tooltip title={t('history.delete')}>
          <Button
            className={`${styles.action} ${styles.delete}`}
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={`${t('history.delete')}: ${title}`}
          />
        </Tooltip>
      </Popconfirm>
    </li>
  );
}
