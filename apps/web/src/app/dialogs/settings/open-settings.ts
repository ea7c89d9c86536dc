import { userSettingQuery } from '@/shared/session/user.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { queryClient } from '../../providers/query-client.ts';
import { initialSettingsTab } from './initial-tab.ts';

/**
 * Opens the settings dialog on its first tab (SPEC §2). Whether custom instructions are set is
 * the server's answer, not the browser's flag: a fresh browser (or one where another device
 * saved them) would otherwise open Personalization for someone who already has instructions.
 * The answer is cached after the first ask, so later openings are immediate.
 */
export async function openSettingsDialog(): Promise<void> {
  const loggedIn = Boolean(useAuth.getState().token);
  let customInstructionsSet = useSettings.getState().config.setCustomInstrunctions;
  if (loggedIn) {
    // The dialog should not wait on retries: a failed ask falls back to what this browser last learned.
    const setting = await queryClient.ensureQueryData({ ...userSettingQuery, retry: false }).catch(() => null);
    if (setting) customInstructionsSet = setting.customer.trim() !== '';
  }
  useDialogs.getState().openSettings(initialSettingsTab({ loggedIn, customInstructionsSet }));
}
