import { Limits } from '@inkstone/contract/limits';
import { Modal, Select, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanOverview } from '@/features/billing/components/PlanOverview.tsx';
import { SharedChatsList } from '@/features/chat/publish/SharedChatsList.tsx';
import { AccountTab } from '@/features/account/AccountTab.tsx';
import { PersonalizationTab } from '@/features/account/PersonalizationTab.tsx';
import { ProfileTab } from '@/features/account/ProfileTab.tsx';
import { useIsMobile } from '@/shared/platform/media.ts';
import { appEvents } from '@/shared/session/events.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs, type SettingsTab } from '@/shared/stores/dialogs.ts';
import { AboutTab } from './AboutTab.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { LOGIN_TABS } from './initial-tab.ts';
import { TabNote } from './TabNote.tsx';
import styles from './SettingsDialog.module.css';

const TABS: SettingsTab[] = ['profile', 'account', 'plan', 'general', 'personalization', 'shared', 'about'];

/** The 1150px settings dialog (SPEC §2). The accounts and plans issues fill the empty tabs. */
export function SettingsDialog() {
  const { t } = useTranslation('settings');
  const tab = useDialogs((state) => state.settings);
  const openSettings = useDialogs((state) => state.openSettings);
  const close = useDialogs((state) => state.close);
  const loggedIn = useAuth((state) => Boolean(state.token));
  const isMobile = useIsMobile();

  const note = (key: SettingsTab, description: string) => (
    <TabNote description={description} needsLogin={LOGIN_TABS.has(key) && !loggedIn} />
  );
  const content: Record<SettingsTab, ReactNode> = {
    // Profile, Account and Personalization edit the signed-in user; signed out they offer sign-in.
    profile: loggedIn ? <ProfileTab /> : <TabNote description="" needsLogin />,
    account: loggedIn ? <AccountTab /> : <TabNote description="" needsLogin />,
    plan: loggedIn ? <PlanOverview /> : note('plan', t('plan.description')),
    general: <GeneralTab />,
    personalization: loggedIn ? <PersonalizationTab /> : <TabNote description="" needsLogin />,
    shared: loggedIn ? <SharedChatsList /> : <TabNote description="" needsLogin />,
    about: <AboutTab />,
  };

  // SPEC §4: closing tells the writing editor to restore its selection.
  const onClose = () => {
    close('settings');
    appEvents.emit('restoreSelection');
  };

  const active = tab ?? 'profile';
  // Six tabs do not fit across a phone (antd would fold the last ones into a "···" menu): there a
  // select names the current section and lists every other one.
  const phoneTabBar = () => (
    <Select
      className={styles.sectionSelect}
      aria-label={t('tabs.label')}
      value={active}
      onChange={(key) => openSettings(key)}
      options={TABS.map((key) => ({ value: key, label: t(`tabs.${key}`) }))}
    />
  );

  return (
    <Modal
      open={tab !== null}
      title={t('title')}
      width={Limits.dialogWidth.settings}
      footer={null}
      onCancel={onClose}
      centered
    >
      <Tabs
        className={styles.tabs}
        activeKey={active}
        onChange={(key) => openSettings(key as SettingsTab)}
        tabPlacement={isMobile ? 'top' : 'start'}
        renderTabBar={isMobile ? phoneTabBar : undefined}
        items={TABS.map((key) => ({
          key,
          label: t(`tabs.${key}`),
          children: content[key],
        }))}
      />
    </Modal>
  );
}
