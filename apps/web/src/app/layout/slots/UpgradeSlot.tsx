import { UpgradeButton } from '@/features/billing/components/UpgradeButton.tsx';
import { intentToOpen } from '../../dialogs/lazy-dialogs.ts';

/** Where the sidebar shows the upgrade button (purchase, or renew for VIP users). */
export function UpgradeSlot({ collapsed }: { collapsed: boolean }) {
  // The button opens the plan panel (or sign-in first): pointing at it starts their downloads.
  return <UpgradeButton collapsed={collapsed} intent={intentToOpen('plans', 'login')} />;
}
