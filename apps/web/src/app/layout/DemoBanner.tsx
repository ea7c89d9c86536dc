import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '@/shared/config/client-config.ts';
import { useIsMobile } from '@/shared/platform/media.ts';
import { useDismissedNotices } from '@/shared/stores/dismissed-notices.ts';
import button from '@/shared/ui/plain-button.module.css';
import styles from './AppLayout.module.css';

/**
 * Demo mode is said out loud: answers come from offline engines, not a real model. Once read,
 * it can be closed for good in this browser; phones get the one-line wording. Drawn like antd's
 * info banner (an alert), without its component code in every first load; the title keeps antd's
 * class name, which the browser tests read.
 */
export function DemoBanner() {
  const { t } = useTranslation('layout');
  const { data } = useClientConfig();
  const isMobile = useIsMobile();
  const dismissed = useDismissedNotices((state) => Boolean(state.dismissed.demoBanner));
  const dismiss = useDismissedNotices((state) => state.dismiss);
  if (!data?.demoMode || dismissed) return null;
  return (
    <div role="alert" className={styles.banner}>
      <span className={`${styles.bannerTitle} ant-alert-title`}>
        {t(isMobile ? 'demo.bannerShort' : 'demo.banner')}
      </span>
      <button
        type="button"
        className={`${button.icon} ${button.small}`}
        aria-label={t('demo.close')}
        onClick={() => dismiss('demoBanner')}
      >
        <CloseOutlined />
      </button>
    </div>
  );
}
