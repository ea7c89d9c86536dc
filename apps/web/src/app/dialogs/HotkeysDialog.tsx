import { Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isMacLike } from '@/shared/platform/browser.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';

/** SPEC §2 hotkeys. `Mod` is Cmd on Apple devices and Ctrl elsewhere. */
const HOTKEYS = [
  { keys: ['Mod', 'S'], label: 'hotkeys.save' },
  { keys: ['Mod', 'H'], label: 'hotkeys.toggleList' },
  { keys: ['Enter'], label: 'hotkeys.lineBelowImage' },
  { keys: ['Mod', 'Enter'], label: 'hotkeys.lineBelowCode' },
  { keys: ['Mod', 'L'], label: 'hotkeys.quote' },
] as const;

export function HotkeysDialog() {
  const { t } = useTranslation('settings');
  const open = useDialogs((state) => state.hotkeys);
  const close = useDialogs((state) => state.close);
  const mod = isMacLike(navigator.userAgent) ? '⌘' : 'Ctrl';
  const mac = mod === '⌘';

  const rows = HOTKEYS.map(({ keys, label }) => ({
    key: label,
    action: t(label),
    keys: keys.map((key) => (key === 'Mod' ? mod : key === 'Enter' && mac ? 'Return' : key)),
  }));

  return (
    <Modal open={open} title={t('hotkeys.title')} footer={null} onCancel={() => close('hotkeys')} centered>
      <Table
        size="small"
        pagination={false}
        showHeader={false}
        dataSource={rows}
        columns={[
          { dataIndex: 'action', key: 'action' },
          {
            dataIndex: 'keys',
            key: 'keys',
            align: 'right',
            render: (keys: string[]) =>
              keys.map((key) => (
                <Typography.Text keyboard key={key}>
                  {key}
                </Typography.Text>
              )),
          },
        ]}
      />
    </Modal>
  );
}
