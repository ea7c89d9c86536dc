import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstFrameBoot } from './first-frame-boot.ts';
import { firstFrameBootSource, firstFrameCss, firstFrameMarkup, type ClassNames, type Icons } from './first-frame.ts';

type Root = { lang: string; dataset: Record<string, string>; style: { colorScheme?: string } };

/** Runs the boot script as the browser would (its own source text) on a stand-in <html>. */
function boot(path: string, storage: Record<string, string>, browserLanguage = 'en-US'): Root {
  const root: Root = { lang: 'en', dataset: {}, style: {} };
  vi.stubGlobal('document', { documentElement: root });
  vi.stubGlobal('location', { pathname: path });
  vi.stubGlobal('navigator', { language: browserLanguage });
  vi.stubGlobal('localStorage', { getItem: (key: string) => storage[key] ?? null });
  new Function(firstFrameBootSource())();
  return root;
}

const stored = (state: unknown) => JSON.stringify({ state, version: 0 });

afterEach(() => vi.unstubAllGlobals());

describe('the first frame boot script', () => {
  it('follows the browser on a first visit: light, wide, the page and its link', () => {
    const root = boot('/notebook', {}, 'zh-CN');
    expect(root.lang).toBe('zh-CN');
    expect(root.dataset).toEqual({ theme: 'light', ffPage: 'notebook', ffNav: 'notebook' });
    expect(root.style.colorScheme).toBe('light');
  });

  it('takes the stored language, dark mode and narrow sidebar over the browser', () => {
    const root = boot(
      '/bot/c/42',
      {
        'inkstone.language': stored({ language: 'en' }),
        'inkstone.settings': stored({ header: { isDark: true }, slider: { isCollapse: true } }),
      },
      'zh-CN',
    );
    expect(root.lang).toBe('en');
    expect(root.dataset).toEqual({ theme: 'dark', ffNarrow: '', ffNav: 'chat' });
    expect(root.style.colorScheme).toBe('dark');
  });

  it('falls back to the defaults when storage cannot be read, and draws no shell for the embed', () => {
    const root = boot('/bot/b/7', { 'inkstone.language': '{not json', 'inkstone.settings': 'null' });
    expect(root.lang).toBe('en');
    expect(root.dataset).toEqual({ theme: 'light', ffPage: 'bare' });
  });

  it('is the same function the build ships', () => {
    expect(firstFrameBootSource()).toContain(firstFrameBoot.toString());
  });
});

const classNames: ClassNames = {
  layout: { shell: 'L-shell', content: 'L-content', main: 'L-main' },
  sidebar: Object.fromEntries(
    ['sidebar', 'brandRow', 'brand', 'label', 'nav', 'row', 'item', 'icon', 'hideWhenCollapsed', 'topBar'].map(
      (name) => [name, `S-${name}`],
    ),
  ),
  button: { icon: 'B-icon', small: 'B-small' },
};
const icons = new Proxy({}, { get: (_, name) => `<svg data-icon="${String(name)}"></svg>` }) as Icons;

describe('the first frame markup', () => {
  const markup = firstFrameMarkup(classNames, icons);

  it('holds every text in both languages, from the locale files', () => {
    for (const text of ['Inkstone', '砚台', 'Agent Studio', '智能体工作室', 'Chat', '对话', 'Write', '写作'])
      expect(markup).toContain(`>${text}</span>`);
    expect(markup).toContain('<span lang="en">Loading notebooks…</span><span lang="zh-CN">正在加载笔记本…</span>');
  });

  it("uses the shell's class names, so the shell's own stylesheet lays it out", () => {
    for (const name of ['L-shell', 'L-content', 'L-main', 'S-sidebar', 'S-topBar', 'S-item', 'B-icon B-small'])
      expect(markup).toContain(`class="${name}`);
    // No id of the app's own shell: tests and scripts find React's, never this one.
    expect(markup).not.toMatch(/id="(main|app-sidebar)"/);
  });

  it('styles light and dark from the theme variables it is given, and shows one language', () => {
    const css = firstFrameCss(classNames, '--ant-color-text:black', '--ant-color-text:white');
    expect(css).toContain('.ff{--ant-color-text:black}');
    expect(css).toContain('html[data-theme="dark"] .ff{--ant-color-text:white}');
    expect(css).toContain(
      'html[lang="zh-CN"] .ff [lang="en"],html:not([lang="zh-CN"]) .ff [lang="zh-CN"]{display:none}',
    );
    expect(css).toContain('html[data-ff-narrow] .ff .ff-side .S-label');
  });
});
