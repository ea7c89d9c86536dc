import { PlusOutlined } from '@ant-design/icons';
import type { Notebook } from '@inkstone/contract/notebooks';
import { useTranslation } from 'react-i18next';
import type { CardAction } from '../model/card-actions.ts';
import { NotebookCard } from './NotebookCard.tsx';
import styles from './notebooks.module.css';

export type NotebookGridProps = {
  notebooks: Notebook[];
  /** "My notebooks" begins with a card that creates one. */
  onCreate?: () => void;
  onAction: (notebook: Notebook, action: CardAction) => void;
};

/** The cards in the server's order (last opened first), after the create card when there is one. */
export function NotebookGrid({ notebooks, onCreate, onAction }: NotebookGridProps) {
  const { t } = useTranslation('notebooks');
  return (
    <ul className={styles.grid}>
      {onCreate && (
        <li>
          <button type="button" className={styles.create} onClick={onCreate}>
            <PlusOutlined className={styles.createIcon} aria-hidden />
            <span>{t('create.card')}</span>
          </button>
        </li>
      )}
      {notebooks.map((notebook) => (
        <li key={notebook.id}>
          <NotebookCard notebook={notebook} onAction={(action) => onAction(notebook, action)} />
        </li>
      ))}
    </ul>
  );
}
