import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';

/** /editor/write — the writing editor; kept alive so a draft survives navigation. */
export default function WritePage() {
  const { t } = useTranslation('writing');
  return <PageFrame title={t('title')} emptyDescription={t('empty')} />;
}
