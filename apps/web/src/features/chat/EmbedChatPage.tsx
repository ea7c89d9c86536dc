import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';

/**
 * /bot/b/:id — the customer-facing embed (page role b). It renders without the app's sidebar
 * because it lives inside other sites; it uses a temporary user id instead of a token.
 */
export default function EmbedChatPage() {
  const { t } = useTranslation('chat');
  return <PageFrame title={t('embed.title')} emptyDescription={t('embed.empty')} />;
}
