import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { defaultLanguage, type Language } from '../i18n/language.ts';
import { jsonStorage, storageKey } from './storage.ts';

type LanguageState = { language: Language; setLanguage: (language: Language) => void };

/** The interface language: the browser's on a first visit, then whatever the user picked. */
export const useLanguage = create<LanguageState>()(
  persist(
    (set) => ({
      language: defaultLanguage(typeof navigator === 'undefined' ? undefined : navigator.language),
      setLanguage: (language) => set({ language }),
    }),
    { name: storageKey('language'), storage: jsonStorage, partialize: ({ language }) => ({ language }) },
  ),
);
