import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';

/** /bot/c/:id — chat with a bot (-1 is the default assistant); kept alive between visits. */
export default function BotChatPage() {
  const { t } = useTranslation('chat');
  return <PageFrame title={t('bot.title')} emptyDescription={t('bot.empty')} />;
}
