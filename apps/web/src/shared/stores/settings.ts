import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { defaultSettings, type ClientSettings } from './settings-defaults.ts';
import { deepMerge, jsonStorage, storageKey } from './storage.ts';

type Section = keyof ClientSettings;

type SettingsState = ClientSettings & {
  /** Merges a partial section, e.g. `update('write', { outsert: true })`. */
  update: <S extends Section>(section: S, patch: Partial<ClientSettings[S]>) => void;
  reset: () => void;
};

export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      ...defaultSettings,
      update: (section, patch) => set((state) => ({ [section]: { ...state[section], ...patch } })),
      reset: () => set(defaultSettings),
    }),
    {
      name: storageKey('settings'),
      version: 1,
      storage: jsonStorage,
      partialize: ({ update: _update, reset: _reset, ...settings }) => settings,
      merge: (stored, current) => ({ ...current, ...deepMerge(defaultSettings, stored) }),
    },
  ),
);
