import type { UserInfo } from '@inkstone/contract/account-user';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { jsonStorage, storageKey } from './storage.ts';

/** User info of SPEC §3, exactly as `cli/user/v1/get` answers it. */
export type { UserInfo };

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
