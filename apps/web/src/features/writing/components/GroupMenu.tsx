import type { WritingGroup } from '@inkstone/contract/writing';
import { SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast.ts';
import { useCreateGroup, useDeleteGroup, useRenameGroup } from '../api/mutations.ts';
import { NameDialog } from './NameDialog.tsx';

/** New group; rename or delete the chosen one (its documents move to "no group", never deleted). */
export function GroupMenu({
  chosen,
  onChosen,
}: {
  chosen: WritingGroup | null;
  onChosen: (id: string | null) => void;
}) {
  const { t } = useTranslation('writing');
  const [dialog, setDialog] = useState<'create' | 'rename' | null>(null);
  const create = useCreateGroup();
  const rename = useRenameGroup();
  const remove = useDeleteGroup();
  const [modal, holder] = Modal.useModal();

  const confirmDelete = (group: WritingGroup) =>
    modal.confirm({
      title: t('groups.deleteTitle', { name: group.name }),
      content: t('groups.deleteBody'),
      okText: t('groups.delete'),
      okButtonProps: { danger: true },
      cancelText: t('name.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(group.id);
          onChosen(null);
          toast('success', t('groups.deleted'));
        } catch (caught) {
          toast('error', (caught as Error).message || t('list.failed'));
        }
      },
    });

  return (
    <>
      {holder}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'create', label: t('groups.new') },
            { key: 'rename', label: t('groups.rename'), disabled: !chosen },
            { key: 'delete', label: t('groups.delete'), disabled: !chosen, danger: true },
          ],
          onClick: ({ key }) => {
            if (key === 'delete' && chosen) confirmDelete(chosen);
            else setDialog(key as 'create' | 'rename');
          },
        }}
      >
        <Button icon={<SettingOutlined />} aria-label={t('groups.menu')} />
      </Dropdown>
      {dialog === 'create' && (
        <NameDialog
          title={t('groups.new')}
          label={t('groups.name')}
          okText={t('name.create')}
          onSubmit={async (name) => onChosen((await create.mutateAsync(name)).id)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'rename' && chosen && (
        <NameDialog
          title={t('groups.rename')}
          label={t('groups.name')}
          initial={chosen.name}
          okText={t('name.save')}
          onSubmit={(name) => rename.mutateAsync({ id: chosen.id, name })}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
