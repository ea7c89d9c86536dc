import { create } from 'zustand';

export type SettingsTab = 'profile' | 'account' | 'plan' | 'general' | 'personalization' | 'about';

type DialogState = {
  login: boolean;
  settings: SettingsTab | null;
  version: boolean;
  hotkeys: boolean;
  addToDesktop: boolean;
  chatHistory: boolean;
  openLogin: () => void;
  openSettings: (tab?: SettingsTab) => void;
  open: (dialog: 'version' | 'hotkeys' | 'addToDesktop' | 'chatHistory') => void;
  close: (dialog: 'login' | 'settings' | 'version' | 'hotkeys' | 'addToDesktop' | 'chatHistory') => void;
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
  openLogin: () => set({ login: true }),
  openSettings: (tab = 'profile') => set({ settings: tab }),
  open: (dialog) => set({ [dialog]: true }),
  close: (dialog) => set({ [dialog]: dialog === 'settings' ? null : false }),
}));
