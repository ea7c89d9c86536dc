import { useBillingSync } from '@/features/billing/use-billing-sync.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { useIsMobile } from '@/shared/platform/media.ts';
import { AppDialogs } from '../dialogs/AppDialogs.tsx';
import { DemoBanner } from './DemoBanner.tsx';
import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';
import { MobileTopBar } from './MobileTopBar.tsx';
import { RecordNumberFooter } from './RecordNumberFooter.tsx';
import { Sidebar } from './sidebar/Sidebar.tsx';
import { useBrowserWarning } from './use-browser-warning.ts';
import { useMobileAutoCollapse } from './use-mobile-auto-collapse.ts';
import { useRememberRoute } from './use-remember-route.ts';
import styles from './AppLayout.module.css';

/** Sidebar, banners, the page, the footer line, and the dialogs any page can open. */
export function AppLayout() {
  const isMobile = useIsMobile();
  const collapsed = useSettings((state) => state.slider.isCollapse);
  const update = useSettings((state) => state.update);
  useRememberRoute();
  useBillingSync();
  useMobileAutoCollapse();
  useBrowserWarning();

  return (
    <div className={styles.shell}>
      {isMobile && <MobileTopBar />}
      <Sidebar />
      {isMobile && !collapsed && (
        <div className={styles.mask} aria-hidden onClick={() => update('slider', { isCollapse: true })} />
      )}
      <div className={styles.content}>
        <DemoBanner />
        <main id="main" className={styles.main} tabIndex={-1}>
          <KeepAliveOutlet />
        </main>
        <RecordNumberFooter />
      </div>
      <AppDialogs />
    </div>
  );
}
