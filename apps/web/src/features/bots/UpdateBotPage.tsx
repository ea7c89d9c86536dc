import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';

/** /bot/update/:id — the bot edit tabs (configuration, report, knowledge, publishing, plugins). */
export default function UpdateBotPage() {
  const { t } = useTranslation('bots');
  return <PageFrame title={t('update.title')} emptyDescription={t('update.empty')} />;
}
