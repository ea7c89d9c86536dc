import type { UserInfo } from '@inkstone/contract/accounts';

/** User info as `cli/user/v1/get` answers it (every field the contract names), for tests. */
export const userInfo = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  nickname: 'User0001',
  avatar: '',
  email: null,
  mobile: null,
  countryCode: null,
  account: null,
  cliUserId: 'c1',
  tableId: 1,
  inviteId: 'ME',
  isChatgptVip: false,
  chatgptVipExpirationTime: null,
  isMidjourneyVip: false,
  midjourneyVipExpirationTime: null,
  hasPassword: true,
  ...overrides,
});
