import type { SettingsTab } from '@/shared/stores/dialogs.ts';

/** SPEC §2: Personalization opens first for a signed-in user who has no custom instructions yet. */
export function initialSettingsTab(visitor: { loggedIn: boolean; customInstructionsSet: boolean }): SettingsTab {
  return visitor.loggedIn && !visitor.customInstructionsSet ? 'personalization' : 'profile';
}

/** Tabs that show their content only to a signed-in user (SPEC §6). */
export const LOGIN_TABS: ReadonlySet<SettingsTab> = new Set(['account', 'plan']);
