import { Drawer, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/platform/media.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';

const ChatHistory = lazy(() =>
  import('@/features/chat/history/ChatHistory.tsx').then((module) => ({ default: module.ChatHistory })),
);

/** Opened by the sidebar's history button, the chat page's and Cmd/Ctrl+H: past conversations. */
export function ChatHistoryDrawer() {
  const { t } = useTranslation('layout');
  const open = useDialogs((state) => state.chatHistory);
  const close = useDialogs((state) => state.close);
  const isMobile = useIsMobile();
  return (
    <Drawer
      open={open}
      title={t('history.title')}
      placement="left"
      size={isMobile ? '86vw' : 340}
      onClose={() => close('chatHistory')}
      destroyOnHidden
      styles={{ body: { padding: '8px 8px 16px' } }}
    >
      <Suspense fallback={<Spin />}>
        <ChatHistory open={open} onOpened={() => close('chatHistory')} />
      </Suspense>
    </Drawer>
  );
}
