import { theme, type ThemeConfig } from 'antd';

/** Ink blue, chosen to sit well on both the light and the dark algorithm. */
export const BRAND_COLOR = '#1f6fd1';

const seed = { colorPrimary: BRAND_COLOR, borderRadius: 8 };

/**
 * The chat composer's send button (@ant-design/x Sender) paints its disabled state as the brand
 * colour at 45 % alpha: pale on white, but on a dark page it reads as an active dark-blue button.
 * In dark mode it takes antd's own disabled colours instead, like every other disabled control.
 * Worked out when dark mode is first used, not at start: the dark algorithm's whole token set is
 * work a light first load on a phone does not need.
 */
function darkSender() {
  const darkTokens = theme.getDesignToken({ algorithm: theme.darkAlgorithm, token: seed });
  return {
    colorBgActionsDisabled: darkTokens.colorBgContainerDisabled,
    colorTextActionsDisabled: darkTokens.colorTextDisabled,
    colorTextLightSolid: darkTokens.colorTextDisabled,
  };
}

const configs = new Map<boolean, ThemeConfig>();

/** One object per theme, so the provider sees the same theme from render to render. */
export function themeConfig(isDark: boolean): ThemeConfig {
  let config = configs.get(isDark);
  if (!config) configs.set(isDark, (config = buildThemeConfig(isDark)));
  return config;
}

function buildThemeConfig(isDark: boolean): ThemeConfig {
  return {
    algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: seed,
    // No per-theme hash in class names and style keys: the theme's values are CSS variables, so
    // one set of component styles serves light and dark, and the build can ship the first load's
    // styles as a file (vite.config.ts, antdFirstLoadStyles) that both themes share.
    hashed: false,
    // `Sender` is an @ant-design/x component: antd's types do not list it, its styles read it.
    components: isDark ? ({ Sender: darkSender() } as ThemeConfig['components']) : undefined,
  };
}
