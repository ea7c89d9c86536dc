import type { Notebook } from '@inkstone/contract/notebooks';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardAction } from '../model/card-actions.ts';
import { CardMenu } from './CardMenu.tsx';
import styles from './notebooks.module.css';

export const DEFAULT_EMOJI = '📓';

/**
 * One notebook: its emoji, name and source count; a shared one also says whose it is and the
 * reader's role. The name is the link (the whole card is its target), the menu a separate button.
 */
export function NotebookCard({ notebook, onAction }: { notebook: Notebook; onAction: (action: CardAction) => void }) {
  const { t } = useTranslation('notebooks');
  const shared = notebook.role !== 'owner';
  return (
    <article className={styles.card} data-testid="notebook-card" aria-label={notebook.name}>
      <div className={styles.top}>
        <span className={styles.emoji} aria-hidden>
          {notebook.emoji || DEFAULT_EMOJI}
        </span>
        <CardMenu notebook={notebook} onAction={onAction} />
      </div>
      <h4 className={styles.name}>
        <Link className={styles.link} to={`/notebook/${encodeURIComponent(notebook.id)}`}>
          {notebook.name}
        </Link>
      </h4>
      <div className={styles.meta}>
        <span>{t('card.sources', { count: notebook.sourceCount })}</span>
        {shared && <span>{t('card.owner', { name: notebook.owner.nickname })}</span>}
        {shared && <Tag color={notebook.role === 'editor' ? 'blue' : 'default'}>{t(`role.${notebook.role}`)}</Tag>}
      </div>
    </article>
  );
}
