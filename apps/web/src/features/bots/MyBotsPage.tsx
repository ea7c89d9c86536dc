import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';

/** /bot/mybot — the visitor's bots; open without login (SPEC §2). */
export default function MyBotsPage() {
  const { t } = useTranslation('bots');
  return <PageFrame title={t('mine.title')} emptyDescription={t('mine.empty')} />;
}
