import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';

/** /bot/discover — public bots; open to visitors without an account. */
export default function DiscoverPage() {
  const { t } = useTranslation('bots');
  return <PageFrame title={t('discover.title')} emptyDescription={t('discover.empty')} />;
}
