import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LazyResult } from '@/shared/ui/LazyResult.tsx';
import button from '@/shared/ui/plain-button.module.css';
import { useDocumentTitle } from '@/shared/ui/use-document-title.ts';

/** /error — where unknown paths and other-region visitors land; one button back home. */
export function ErrorPage({ crashed = false }: { crashed?: boolean }) {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  const title = crashed ? t('errors:network.server') : t('errors:page.title');
  useDocumentTitle(title);
  return (
    <LazyResult
      status={crashed ? 'error' : '404'}
      title={title}
      subTitle={crashed ? t('errors:page.crashed') : t('errors:page.description')}
      extra={
        <button type="button" className={button.primary} onClick={() => navigate('/', { replace: true })}>
          {t('actions.backHome')}
        </button>
      }
    />
  );
}
