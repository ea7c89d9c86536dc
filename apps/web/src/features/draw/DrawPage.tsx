import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';
import { PromptParameters } from './PromptParameters.tsx';

/** /common/draw — image drawing; kept alive so a prompt and open panels survive navigation. */
export default function DrawPage() {
  const { t } = useTranslation('draw');
  return (
    <PageFrame title={t('title')} emptyDescription={t('empty')}>
      <PromptParameters />
    </PageFrame>
  );
}
