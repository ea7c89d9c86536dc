import type { UserSetting } from '@inkstone/contract/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountRoutes } from '@inkstone/contract/routes/account';
import { call } from '@/shared/api/call.ts';
import { rememberCustomInstructions, userSettingKey, userSettingQuery } from '@/shared/session/user.ts';

export const useUserSetting = () => useQuery(userSettingQuery);

/** `setUseCustomer` (JSON): the toggle and the custom instructions, at most 1500 characters. */
export function useSaveUserSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: UserSetting) => call(accountRoutes.setUserSetting, setting),
    onSuccess: (saved) => {
      rememberCustomInstructions(saved);
      queryClient.setQueryData(userSettingKey, saved);
    },
  });
}
