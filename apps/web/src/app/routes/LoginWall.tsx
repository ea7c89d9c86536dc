import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { LazyResult } from '@/shared/ui/LazyResult.tsx';
import button from '@/shared/ui/plain-button.module.css';
import { useDocumentTitle } from '@/shared/ui/use-document-title.ts';

/** Stands in for a login-needed page until the visitor signs in (SPEC §6). */
export function LoginWall() {
  const { t } = useTranslation(['common', 'errors']);
  const openLogin = useDialogs((state) => state.openLogin);
  useDocumentTitle(t('errors:login.title'));
  return (
    <LazyResult
      icon={<LockOutlined />}
      title={t('errors:login.title')}
      subTitle={t('errors:login.description')}
      extra={
        <button type="button" className={button.primary} onClick={openLogin}>
          {t('actions.signIn')}
        </button>
      }
    />
  );
}
