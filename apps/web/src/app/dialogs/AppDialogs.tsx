import { CouponDialog } from '@/features/billing/components/CouponDialog.tsx';
import { PlanPanel } from '@/features/billing/components/PlanPanel.tsx';
import { AddToDesktopGuide } from './AddToDesktopGuide.tsx';
import { ChatHistoryDrawer } from './ChatHistoryDrawer.tsx';
import { HotkeysDialog } from './HotkeysDialog.tsx';
import { LoginDialog } from './login/LoginDialog.tsx';
import { SettingsDialog } from './settings/SettingsDialog.tsx';
import { VersionDialog } from './VersionDialog.tsx';

/** Every dialog the whole app can open, rendered once inside the router. */
export function AppDialogs() {
  return (
    <>
      <LoginDialog />
      <SettingsDialog />
      <VersionDialog />
      <HotkeysDialog />
      <AddToDesktopGuide />
      <ChatHistoryDrawer />
      <PlanPanel />
      <CouponDialog />
    </>
  );
}
