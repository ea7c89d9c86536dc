import { theme, type ThemeConfig } from 'antd';

/** Ink blue, chosen to sit well on both the light and the dark algorithm. */
export const BRAND_COLOR = '#1f6fd1';

const seed = { colorPrimary: BRAND_COLOR, borderRadius: 8 };
const darkTokens = theme.getDesignToken({ algorithm: theme.darkAlgorithm, token: seed });

/**
 * The chat composer's send button (@ant-design/x Sender) paints its disabled state as the brand
 * colour at 45 % alpha: pale on white, but on a dark page it reads as an active dark-blue button.
 * In dark mode it takes antd's own disabled colours instead, like every other disabled control.
 */
const darkSender = {
  colorBgActionsDisabled: darkTokens.colorBgContainerDisabled,
  colorTextActionsDisabled: darkTokens.colorTextDisabled,
  colorTextLightSolid: darkTokens.colorTextDisabled,
};

export function themeConfig(isDark: boolean): ThemeConfig {
  return {
    algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: seed,
    // `Sender` is an @ant-design/x component: antd's types do not list it, its styles read it.
    components: isDark ? ({ Sender: darkSender } as ThemeConfig['components']) : undefined,
  };
}
