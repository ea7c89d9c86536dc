/**
 * The few settings the first frame (scripts/first-frame.ts) needs before anything is painted:
 * language, theme, a narrow sidebar, the current page. Runs in the browser as text at the start of
 * the route preloader's file (the CSP allows no inline script; vite.config.ts, routePreload), loaded
 * without `async` in <head> so the page is never painted in the wrong language or theme. No
 * imports, nothing from around it.
 *
 * It reads what the app's persisted stores wrote (shared/stores/language.ts, settings.ts) and sets
 * on <html> what the app sets itself once it runs: `lang` (shared/i18n/sync.ts), `data-theme` and
 * `color-scheme` (app/providers/AppProviders.tsx); plus `data-ff-*` attributes only the first
 * frame's CSS reads.
 */
export function firstFrameBoot(pages: Record<string, string>, navs: [string, string][], bare: string[]): void {
  const root = document.documentElement;
  type Stored = { language?: unknown; header?: { isDark?: unknown }; slider?: { isCollapse?: unknown } };
  const stored = (name: string): Stored => {
    try {
      return (JSON.parse(localStorage.getItem(`inkstone.${name}`) ?? '{}') as { state?: Stored }).state ?? {};
    } catch {
      return {}; // Unreadable storage: the defaults, as the stores themselves fall back to.
    }
  };
  const language = stored('language').language;
  // As shared/i18n/language.ts: the stored choice, else the browser's language.
  const chinese = language === 'zh_CN' || (language !== 'en' && /^zh/i.test(navigator.language));
  root.lang = chinese ? 'zh-CN' : 'en';
  const settings = stored('settings');
  const dark = settings.header?.isDark === true;
  root.dataset.theme = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
  if (settings.slider?.isCollapse === true) root.dataset.ffNarrow = '';
  const path = location.pathname.replace(/\/+$/, '') || '/';
  // A page drawn without the shell (the embedded chat) gets no first frame.
  const page = bare.some((prefix) => path.startsWith(prefix)) ? 'bare' : pages[path];
  if (page) root.dataset.ffPage = page;
  const nav = navs.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  if (nav) root.dataset.ffNav = nav[1];
}
