import { MoreOutlined } from '@ant-design/icons';
import type { Notebook } from '@inkstone/contract/notebooks';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardActionsFor, type CardAction } from '../model/card-actions.ts';
import styles from './notebooks.module.css';

/**
 * A card's actions, by role: a button that opens a menu (Enter or Space, then the arrow keys).
 * A reader with no actions (a viewer) gets no button at all.
 */
export function CardMenu({ notebook, onAction }: { notebook: Notebook; onAction: (action: CardAction) => void }) {
  const { t } = useTranslation('notebooks');
  const actions = cardActionsFor(notebook.role);
  if (actions.length === 0) return null;
  const items: MenuProps['items'] = actions.map((action) => ({
    key: action,
    label: t(`action.${action}`),
    danger: action === 'delete',
  }));
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => onAction(key as CardAction) }} trigger={['click']}>
      <Button
        className={styles.menu}
        type="text"
        icon={<MoreOutlined />}
        aria-label={t('card.menu', { name: notebook.name })}
      />
    </Dropdown>
  );
}
