import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';

/** /chat-custom/:id — a chat page opened by id. */
export default function CustomChatPage() {
  const { t } = useTranslation('chat');
  return <PageFrame title={t('custom.title')} emptyDescription={t('custom.empty')} />;
}
