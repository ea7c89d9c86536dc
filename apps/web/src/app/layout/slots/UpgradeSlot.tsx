import { UpgradeButton } from '@/features/billing/components/UpgradeButton.tsx';

/** Where the sidebar shows the upgrade button (purchase, or renew for VIP users). */
export function UpgradeSlot({ collapsed }: { collapsed: boolean }) {
  return <UpgradeButton collapsed={collapsed} />;
}
