import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';

/** /bot/create — login needed; the route guard shows the sign-in wall before this renders. */
export default function CreateBotPage() {
  const { t } = useTranslation('bots');
  return <PageFrame title={t('create.title')} emptyDescription={t('create.empty')} />;
}
