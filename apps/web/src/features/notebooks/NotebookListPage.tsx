import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';

/** /notebook — Agent Studio: my notebooks and shared ones; also the default home page. */
export default function NotebookListPage() {
  const { t } = useTranslation('notebooks');
  return <PageFrame title={t('list.title')} emptyDescription={t('list.empty')} />;
}
