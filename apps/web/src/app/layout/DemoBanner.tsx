import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '@/shared/config/client-config.ts';

/** Demo mode is said out loud: answers come from offline engines, not a real model. */
export function DemoBanner() {
  const { t } = useTranslation('layout');
  const { data } = useClientConfig();
  if (!data?.demoMode) return null;
  return <Alert type="info" banner showIcon={false} title={t('demo.banner')} style={{ textAlign: 'center' }} />;
}
