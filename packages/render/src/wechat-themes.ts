import { tint, wechatFonts, type WechatStyle, type WechatTheme } from './wechat-style.ts';

/**
 * Our CSS for the three themes doocs/md offers (default, grace, simple), written for WeChat's
 * editor: element selectors and a few classes of our own that juice turns into inline styles
 * (the classes are removed after). WeChat drops `<style>`, classes and most layout, so every
 * rule here must make sense as one element's own `style`.
 */
export function wechatCss(style: WechatStyle): string {
  return base(style) + THEMES[style.theme as WechatTheme](style);
}

function base(s: WechatStyle): string {
  const paragraphGap = s.blankLine ? '1.5em 8px' : '0 8px';
  return `
.wx-root { font-family: ${wechatFonts[s.fontFamily - 1]}; font-size: ${s.fontSize}; color: #3f3f3f;
  line-height: 1.75; letter-spacing: 0.1em; text-align: left; word-break: break-word; }
p { margin: ${paragraphGap}; text-align: ${s.align}; }
h1, h2, h3, h4, h5, h6 { color: #3f3f3f; font-weight: bold; line-height: 1.5; text-align: left; }
h4 { margin: 1.5em 8px 0.5em; color: ${s.primaryColor}; font-size: 1em; }
h5, h6 { margin: 1em 8px 0.5em; font-size: 1em; }
ul, ol { margin: 0.5em 8px; padding-left: 1.5em; color: #3f3f3f; }
ul { list-style: disc; }
ol { list-style: decimal; }
li { margin: 0.25em 0; text-align: ${s.align}; }
a { color: ${s.primaryColor}; text-decoration: none; border-bottom: 1px solid ${s.primaryColor}; }
strong { color: ${s.primaryColor}; font-weight: bold; }
em { font-style: italic; }
hr { border: 0; border-top: 1px solid ${tint(s.primaryColor, 0.3)}; margin: 1.5em 0; }
code { font-family: ${wechatFonts[2]}; font-size: 90%; color: #d14; background: rgba(27, 31, 35, 0.05);
  padding: 3px 5px; border-radius: 4px; }
pre { margin: 10px 8px; padding: 0; border-radius: 8px; background: #282c34; color: #abb2bf;
  font-size: 90%; line-height: 1.6; overflow-x: auto; text-align: left; }
pre code { display: block; padding: 0.5em 1em 1em; color: #abb2bf; background: none; font-size: 1em;
  white-space: nowrap; border-radius: 0; }
.wx-mac { display: block; padding: 10px 12px 0; line-height: 1; }
.wx-dot { display: inline-block; width: 12px; height: 12px; border-radius: 50%; margin-right: 6px; }
.wx-dot-red { background: #ff5f56; }
.wx-dot-yellow { background: #ffbd2e; }
.wx-dot-green { background: #27c93f; }
table { border-collapse: collapse; margin: 1em 8px; color: #3f3f3f; font-size: 0.95em; }
th, td { border: 1px solid #dfdfdf; padding: 0.25em 0.5em; }
th { font-weight: bold; background: ${tint(s.primaryColor, 0.08)}; }
.wx-link { color: ${s.primaryColor}; }
.wx-ref { color: ${s.primaryColor}; font-size: 0.75em; line-height: 0; }
.wx-notes-rule { margin: 2em 8px 1em; }
.wx-note { margin: 0.25em 8px; font-size: 0.8em; line-height: 1.5; color: #888; text-align: left; }
.wx-note-url { word-break: break-all; font-style: italic; }
figure { margin: 1.5em 8px; text-align: center; }
img { display: block; max-width: 100%; margin: 0.1em auto 0.5em; border-radius: 4px; }
figcaption { color: #888; font-size: 0.8em; text-align: center; }
blockquote { margin: 1em 8px; padding: 1em; color: rgba(0, 0, 0, 0.6); font-style: normal; }
blockquote p { margin: 0; color: rgba(0, 0, 0, 0.6); }
`;
}

const THEMES: Record<WechatTheme, (s: WechatStyle) => string> = {
  default: (s) => `
h1 { margin: 2em auto 1em; padding: 0 1em; font-size: 1.2em; text-align: center;
  border-bottom: 2px solid ${s.primaryColor}; display: table; }
h2 { margin: 4em auto 2em; padding: 0 0.4em; font-size: 1.2em; text-align: center; color: #fff;
  background: ${s.primaryColor}; display: table; }
h3 { margin: 2em 8px 0.75em 0; padding-left: 8px; font-size: 1.1em; border-left: 3px solid ${s.primaryColor}; }
blockquote { border-left: 4px solid ${s.primaryColor}; border-radius: 6px; background: #f7f7f7; }
`,
  grace: (s) => `
h1 { margin: 2em auto 1em; padding: 0.5em 1em; font-size: 1.4em; text-align: center;
  border-bottom: 2px solid ${s.primaryColor}; text-shadow: 2px 2px 4px rgba(0, 0, 0, 0.1); display: table; }
h2 { margin: 4em auto 2em; padding: 0.3em 1em; font-size: 1.3em; text-align: center; color: #fff;
  background: ${s.primaryColor}; border-radius: 8px; box-shadow: 0 4px 6px rgba(0, 0, 0, 0.1); display: table; }
h3 { margin: 2em 8px 0.75em 0; padding-left: 12px; font-size: 1.2em; border-left: 4px solid ${s.primaryColor};
  border-bottom: 1px dashed ${s.primaryColor}; }
blockquote { font-style: italic; border-left: 4px solid ${s.primaryColor}; border-radius: 6px;
  background: ${tint(s.primaryColor, 0.06)}; box-shadow: 0 4px 6px rgba(0, 0, 0, 0.05); }
img { border-radius: 8px; box-shadow: 0 4px 8px rgba(0, 0, 0, 0.1); }
table { border-radius: 8px; }
`,
  simple: (s) => `
h1 { margin: 2em 8px 1em; font-size: 1.3em; text-align: center; }
h2 { margin: 3em 8px 1em; padding-bottom: 0.3em; font-size: 1.2em; border-bottom: 1px solid ${s.primaryColor}; }
h3 { margin: 2em 8px 0.75em; font-size: 1.1em; color: ${s.primaryColor}; }
blockquote { border-left: 2px solid #ddd; background: none; padding: 0 1em; }
strong { color: #3f3f3f; }
`,
};
