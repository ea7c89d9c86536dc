/**
 * The WeChat article style (SPEC §3 "Defaults for WeChat style"); the same shape as the web's
 * `write.wechatStyle` setting, so a stored setting is passed as it is.
 */
export type WechatStyle = {
  theme: string;
  primaryColor: string;
  fontFamily: number;
  fontSize: string;
  legend: string;
  align: 'left' | 'center' | 'justify';
  macCodeBlock: boolean;
  blankLine: boolean;
};

export const wechatThemes = ['default', 'grace', 'simple'] as const;
export type WechatTheme = (typeof wechatThemes)[number];

/** Font family 1-3, as doocs/md numbers them: sans-serif, serif, monospace. */
export const wechatFonts = [
  '-apple-system-font, BlinkMacSystemFont, "Helvetica Neue", "PingFang SC", "Hiragino Sans GB", ' +
    '"Microsoft YaHei UI", "Microsoft YaHei", Arial, sans-serif',
  'Optima-Regular, Optima, PingFangSC-light, PingFangTC-light, "PingFang SC", Cambria, Cochin, Georgia, ' +
    'Times, "Times New Roman", serif',
  'Menlo, Monaco, Consolas, "Courier New", monospace',
] as const;

export const wechatFontSizes = ['12px', '13px', '14px', '15px', '16px', '17px', '18px'] as const;

/** Where a picture's caption comes from: its title, its alt text, one then the other, or none. */
export const wechatLegends = ['title', 'alt', 'title-alt', 'alt-title', 'none'] as const;

export const defaultWechatStyle: WechatStyle = {
  theme: 'default',
  primaryColor: '#0F4C81',
  fontFamily: 1,
  fontSize: '14px',
  legend: 'title',
  align: 'left',
  macCodeBlock: true,
  blankLine: true,
};

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A style whose every value is one we know: the values end up inside CSS, so a colour or size
 * from an old or hand-edited setting cannot add rules of its own.
 */
export function safeStyle(style: Partial<WechatStyle>): WechatStyle {
  const pick = <T>(value: unknown, allowed: readonly T[], fallback: T): T =>
    allowed.includes(value as T) ? (value as T) : fallback;
  const d = defaultWechatStyle;
  return {
    theme: pick(style.theme, wechatThemes, 'default'),
    primaryColor:
      typeof style.primaryColor === 'string' && HEX.test(style.primaryColor) ? style.primaryColor : d.primaryColor,
    fontFamily: pick(style.fontFamily, [1, 2, 3], d.fontFamily),
    fontSize: pick(style.fontSize, wechatFontSizes, d.fontSize),
    legend: pick(style.legend, wechatLegends, d.legend),
    align: pick(style.align, ['left', 'center', 'justify'] as const, d.align),
    macCodeBlock: typeof style.macCodeBlock === 'boolean' ? style.macCodeBlock : d.macCodeBlock,
    blankLine: typeof style.blankLine === 'boolean' ? style.blankLine : d.blankLine,
  };
}

/** `#rrggbb` at an opacity, for tinted backgrounds and borders. */
export function tint(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}
