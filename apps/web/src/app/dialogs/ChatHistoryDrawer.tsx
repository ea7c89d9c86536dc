import { Drawer, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/shared/stores/dialogs.ts';

/** Opened by the sidebar's history button; the chat issue lists the topics here. */
export function ChatHistoryDrawer() {
  const { t } = useTranslation('layout');
  const open = useDialogs((state) => state.chatHistory);
  const close = useDialogs((state) => state.close);
  return (
    <Drawer open={open} title={t('history.title')} placement="left" onClose={() => close('chatHistory')}>
      <Empty description={t('history.empty')} />
    </Drawer>
  );
}
