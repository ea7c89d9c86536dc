import { create } from 'zustand';

export type SettingsTab = 'profile' | 'account' | 'plan' | 'general' | 'personalization' | 'shared' | 'about';

/** Which plan the plan panel puts first, and whether a quota refusal opened it. */
export type PlansRequest = { focus: 'qa' | 'drawing' | null; limitReached: boolean };

type Simple = 'version' | 'hotkeys' | 'addToDesktop' | 'chatHistory' | 'coupon';

/** Every app-wide dialog, by the state key that says whether it is open. */
export type DialogName = Simple | 'login' | 'settings' | 'plans';

type DialogState = {
  login: boolean;
  settings: SettingsTab | null;
  version: boolean;
  hotkeys: boolean;
  addToDesktop: boolean;
  chatHistory: boolean;
  coupon: boolean;
  plans: PlansRequest | null;
  openLogin: () => void;
  openSettings: (tab?: SettingsTab) => void;
  /** The plan panel (SPEC §2): purchase, renew, packages and coupons. */
  openPlans: (request?: Partial<PlansRequest>) => void;
  open: (dialog: Simple) => void;
  close: (dialog: DialogName) => void;
};

/**
 * App-wide dialogs are opened from anywhere (a feature that needs login calls `openLogin`)
 * and rendered once by the app shell, so their state lives in shared code.
 */
export const useDialogs = create<DialogState>()((set) => ({
  login: false,
  settings: null,
  version: false,
  hotkeys: false,
  addToDesktop: false,
  chatHistory: false,
  coupon: false,
  plans: null,
  openLogin: () => set({ login: true }),
  openSettings: (tab = 'profile') => set({ settings: tab }),
  openPlans: (request = {}) =>
    set({ plans: { focus: request.focus ?? null, limitReached: request.limitReached ?? false } }),
  open: (dialog) => set({ [dialog]: true }),
  close: (dialog) => set({ [dialog]: dialog === 'settings' || dialog === 'plans' ? null : false }),
}));
