import type { UserInfo, UserSetting } from '@inkstone/contract/account-user';
import { sessionRoutes } from '@inkstone/contract/routes/session';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/call.ts';
import { useAuth } from '../stores/auth.ts';
import { useSettings } from '../stores/settings.ts';

export const userSettingKey = ['user', 'setting'] as const;

/** SPEC §3 user info of the signed-in user, stored where the whole app (and the socket) reads it. */
export async function refreshUser(options: { silent?: boolean } = {}): Promise<UserInfo> {
  const user = await call(sessionRoutes.user, undefined, options);
  if (useAuth.getState().token) useAuth.getState().setUser(user);
  return user;
}

export function fetchUserSetting(): Promise<UserSetting> {
  return call(sessionRoutes.userSetting);
}

/** The custom-instructions setting, fetched once signed in (and remembered, below). */
export const userSettingQuery = queryOptions({
  queryKey: userSettingKey,
  queryFn: async () => {
    const setting = await fetchUserSetting();
    rememberCustomInstructions(setting);
    return setting;
  },
});

/**
 * The settings dialog opens on Personalization while no custom instructions are set (SPEC §2);
 * the client setting remembers the answer so the menu need not ask the server first.
 */
export function rememberCustomInstructions(setting: UserSetting): void {
  useSettings.getState().update('config', { setCustomInstrunctions: setting.customer.trim() !== '' });
}

/** Keeps the token, loads the user (the socket then connects by itself) and their setting. */
export async function signIn(token: string): Promise<UserInfo> {
  useAuth.getState().setSession(token);
  const user = await refreshUser();
  fetchUserSetting().then(rememberCustomInstructions, () => undefined);
  return user;
}
