import { lazy, Suspense } from 'react';
import { intentToOpen } from '../../dialogs/lazy-dialogs.ts';

// Loads with the meter (the same antd pieces), right after the first paint.
const UpgradeButton = lazy(() =>
  import('@/features/billing/components/UpgradeButton.tsx').then(({ UpgradeButton }) => ({ default: UpgradeButton })),
);

/** Where the sidebar shows the upgrade button (purchase, or renew for VIP users). */
export function UpgradeSlot({ collapsed }: { collapsed: boolean }) {
  // The button opens the plan panel (or sign-in first): pointing at it starts their downloads.
  return (
    <Suspense fallback={null}>
      <UpgradeButton collapsed={collapsed} intent={intentToOpen('plans', 'login')} />
    </Suspense>
  );
}
