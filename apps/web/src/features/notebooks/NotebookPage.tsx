import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';

/** /notebook/:id — one notebook with sources, view, studio notes and chat. */
export default function NotebookPage() {
  const { t } = useTranslation('notebooks');
  return <PageFrame title={t('detail.title')} emptyDescription={t('detail.empty')} />;
}
