import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { jsonStorage, storageKey } from './storage.ts';

/**
 * User info of SPEC §3. The accounts issue moves this shape into the contract package with
 * `cli/user/v1/get`; until then the web app only stores what a sign-in would give it.
 */
export type UserInfo = {
  nickname: string;
  avatar: string;
  email: string | null;
  mobile: string | null;
  account: string | null;
  cliUserId: string;
  tableId: string;
  inviteId: string | null;
  isChatgptVip: boolean;
  chatgptVipExpirationTime: string | null;
  isMidjourneyVip: boolean;
  midjourneyVipExpirationTime: string | null;
};

type AuthState = {
  token: string | null;
  user: UserInfo | null;
  setSession: (token: string, user?: UserInfo | null) => void;
  setUser: (user: UserInfo | null) => void;
  clear: () => void;
};

export const useAuth = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      setSession: (token, user = null) => set({ token, user }),
      setUser: (user) => set({ user }),
      clear: () => set({ token: null, user: null }),
    }),
    { name: storageKey('auth'), storage: jsonStorage, partialize: ({ token, user }) => ({ token, user }) },
  ),
);

export const isLoggedIn = () => Boolean(useAuth.getState().token);
