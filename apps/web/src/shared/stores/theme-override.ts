import { create } from 'zustand';

/**
 * A page that decides its own light or dark look instead of the reader's setting: the
 * customer-facing bot page follows the embedding site or the visitor's system, not the settings
 * of whoever last signed in on this browser. Not kept: it lasts while that page is shown.
 */
type ThemeOverride = { isDark: boolean | null; set: (isDark: boolean | null) => void };

export const useThemeOverride = create<ThemeOverride>()((set) => ({
  isDark: null,
  set: (isDark) => set({ isDark }),
}));
