import type { RecordingListItem } from '@inkstone/contract/voice';
import { Button, Dropdown } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clock, dateTime } from '../model/format.ts';
import { StatusTags } from './StatusTags.tsx';
import styles from '../voice.module.css';

type Props = { recording: RecordingListItem; onRename: () => void; onDelete: () => void };

export const detailsPath = (id: string) => `/record-details?id=${encodeURIComponent(id)}`;

/** One recording in the list: its title opens it; rename and delete behind the menu. */
export function RecordingItem({ recording, onRename, onDelete }: Props) {
  const { t, i18n } = useTranslation('voice');
  return (
    <li className={styles.item}>
      <div className={styles.grow}>
        <Link className={styles.itemTitle} to={detailsPath(recording.id)}>
          {recording.title}
        </Link>
        <div className={styles.meta}>
          <span>{clock(recording.durationMs)}</span>
          <time dateTime={recording.createdAt}>{dateTime(recording.createdAt, i18n.language)}</time>
          {recording.source === 'upload' && <span>{t('list.uploaded')}</span>}
          <StatusTags status={recording.status} transcript={recording.transcript} />
        </div>
        {recording.excerpt && <p className={styles.excerpt}>{recording.excerpt}</p>}
      </div>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'rename', label: t('list.rename'), onClick: onRename },
            { key: 'delete', label: t('list.delete'), danger: true, onClick: onDelete },
          ],
        }}
      >
        <Button type="text" icon={<MoreOutlined />} aria-label={t('list.actions', { title: recording.title })} />
      </Dropdown>
    </li>
  );
}
