import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/shared/stores/dialogs.ts';

/** What a tab will hold, or a sign-in prompt for tabs that need an account. */
export function TabNote({ description, needsLogin }: { description: string; needsLogin: boolean }) {
  const { t } = useTranslation(['settings', 'common']);
  const openLogin = useDialogs((state) => state.openLogin);
  if (needsLogin) {
    return (
      <Empty description={t('loginRequired')}>
        <Button type="primary" onClick={openLogin}>
          {t('common:actions.signIn')}
        </Button>
      </Empty>
    );
  }
  return <Empty description={description} />;
}
