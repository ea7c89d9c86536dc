import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '@/shared/config/client-config.ts';
import { useIsMobile } from '@/shared/platform/media.ts';
import { useDismissedNotices } from '@/shared/stores/dismissed-notices.ts';

/**
 * Demo mode is said out loud: answers come from offline engines, not a real model. Once read,
 * it can be closed for good in this browser; phones get the one-line wording.
 */
export function DemoBanner() {
  const { t } = useTranslation('layout');
  const { data } = useClientConfig();
  const isMobile = useIsMobile();
  const dismissed = useDismissedNotices((state) => Boolean(state.dismissed.demoBanner));
  const dismiss = useDismissedNotices((state) => state.dismiss);
  if (!data?.demoMode || dismissed) return null;
  return (
    <Alert
      type="info"
      banner
      showIcon={false}
      title={t(isMobile ? 'demo.bannerShort' : 'demo.banner')}
      closable={{ 'aria-label': t('demo.close'), onClose: () => dismiss('demoBanner') }}
      style={{ textAlign: 'center' }}
    />
  );
}
