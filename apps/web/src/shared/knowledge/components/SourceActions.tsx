import { MoreOutlined } from '@ant-design/icons';
import type { SourceView } from '@inkstone/contract/knowledge-api';
import { Button, Dropdown, Modal, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionsFor, type SourceAction, type StatusReading } from '../model/status.ts';

export type SourceActionsProps = {
  source: SourceView;
  reading: StatusReading;
  onView: () => void;
  onAction: (action: SourceAction) => void;
  busy?: boolean;
  /** The reader may only look (a notebook's viewer): the menu offers viewing alone. */
  readOnly?: boolean;
  /** The reader may delete but not retry or relearn (a shared notebook's editor). */
  deleteOnly?: boolean;
};

/**
 * The moves a source's state allows, in a menu (reachable by keyboard; one button keeps the
 * row narrow at 375 px). Deleting asks first: it cannot be undone.
 */
export function SourceActions({ source, reading, onView, onAction, busy, readOnly, deleteOnly }: SourceActionsProps) {
  const { t } = useTranslation('knowledge');
  const [modal, holder] = Modal.useModal();
  const confirmDelete = () =>
    modal.confirm({
      title: t('delete.confirm', { name: source.name }),
      okText: t('delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('delete.cancel'),
      onOk: () => onAction('delete'),
    });
  const items: MenuProps['items'] = [
    { key: 'view', label: t('action.view') },
    ...movesFor(source, reading, readOnly, deleteOnly).map((action) => ({
      key: action,
      label: t(`action.${action}`),
      danger: action === 'delete',
    })),
  ];
  const choose: MenuProps['onClick'] = ({ key }) => {
    if (key === 'view') return onView();
    if (key === 'delete') return confirmDelete();
    onAction(key as SourceAction);
  };
  return (
    <>
      {holder}
      <Dropdown menu={{ items, onClick: choose }} trigger={['click']}>
        <Button
          type="text"
          icon={<MoreOutlined />}
          loading={busy}
          aria-label={t('action.more', { name: source.name })}
        />
      </Dropdown>
    </>
  );
}

function movesFor(source: SourceView, reading: StatusReading, readOnly?: boolean, deleteOnly?: boolean) {
  if (readOnly) return [];
  const moves = actionsFor(source.state, reading);
  return deleteOnly ? moves.filter((move) => move === 'delete') : moves;
}
