import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';

/** /record-list — recordings; open without login. */
export default function RecordListPage() {
  const { t } = useTranslation('voice');
  return <PageFrame title={t('list.title')} emptyDescription={t('list.empty')} />;
}
