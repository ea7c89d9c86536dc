import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';

/** /record-details — one recording's transcript and minutes; open without login. */
export default function RecordDetailsPage() {
  const { t } = useTranslation('voice');
  return <PageFrame title={t('details.title')} emptyDescription={t('details.empty')} />;
}
