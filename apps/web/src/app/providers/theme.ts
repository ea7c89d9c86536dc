import { theme, type ThemeConfig } from 'antd';

/** Ink blue, chosen to sit well on both the light and the dark algorithm. */
export const BRAND_COLOR = '#1f6fd1';

export function themeConfig(isDark: boolean): ThemeConfig {
  return {
    algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { colorPrimary: BRAND_COLOR, borderRadius: 8 },
  };
}
