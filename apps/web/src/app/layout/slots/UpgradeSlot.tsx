/**
 * Where the sidebar shows the upgrade button (purchase, or renew for VIP users). Filled by the
 * plans issue; empty until payments exist.
 */
export function UpgradeSlot(_props: { collapsed: boolean }) {
  return null;
}
