import fs from 'node:fs';
import { createRequire } from 'node:module';
import type * as Antd from 'antd';
import type * as Cssinjs from '@ant-design/cssinjs';
import type * as AntdIcons from '@ant-design/icons';
import type * as React from 'react';
import type * as ReactDomServer from 'react-dom/server';
import type { Plugin } from 'vite';
import enCommon from '../apps/web/src/shared/i18n/locales/en/common.ts';
import enLayout from '../apps/web/src/shared/i18n/locales/en/layout.ts';
import enNotebooks from '../apps/web/src/shared/i18n/locales/en/notebooks.ts';
import zhCommon from '../apps/web/src/shared/i18n/locales/zh_CN/common.ts';
import zhLayout from '../apps/web/src/shared/i18n/locales/zh_CN/layout.ts';
import zhNotebooks from '../apps/web/src/shared/i18n/locales/zh_CN/notebooks.ts';
import { firstFrameBoot } from './first-frame-boot.ts';

/**
 * The page's first frame, in index.html: the shell (the sidebar on a desktop, the top bar on a
 * phone) and, on a page listed in PAGES, its heading and loading line, painted from the HTML and
 * CSS alone while the app's JavaScript downloads and starts. React's first render replaces it
 * (createRoot empties #root when it commits).
 *
 * The markup is the shell's own (app/layout/AppLayout.tsx, sidebar/*, MobileTopBar.tsx) with the
 * class names the build gives their CSS modules, so it is laid out by the same rules from the same
 * stylesheet and React's shell lands exactly on it. What React decides at run time, CSS decides
 * here: a phone hides the sidebar and shows the top bar (media query), and the attributes the boot
 * script (first-frame-boot.ts) puts on <html> pick the language, the theme, the narrow sidebar, the
 * current link and the page. antd's theme variables (the shell's colours and sizes), which antd
 * sets at run time, are written out for light and dark from the app's theme.
 *
 * Texts come from the locale files, both languages in the markup, one shown. The user menu, the
 * plan meter and the banners wait for the app: they depend on the account and the server.
 */

/** Which CSS modules the markup takes class names from, by the end of their path. */
const MODULES = {
  layout: 'app/layout/AppLayout.module.css',
  sidebar: 'app/layout/sidebar/Sidebar.module.css',
  button: 'shared/ui/plain-button.module.css',
} as const;
type ModuleName = keyof typeof MODULES;
export type ClassNames = Record<ModuleName, Record<string, string>>;

/** Pages whose heading the first frame shows, by exact path. */
const PAGES: Record<string, string> = { '/notebook': 'notebook' };
/** The sidebar's links, by the start of the paths they light up for (sidebar/Sidebar.tsx, NavItem). */
const NAVS: [string, string][] = [
  ['/notebook', 'notebook'],
  ['/bot/c', 'chat'],
  ['/common/draw', 'draw'],
  ['/editor/write', 'write'],
];
/** Pages without the shell (route-table.ts `bare`). */
const BARE = ['/bot/b/'];

type Texts = { common: typeof enCommon; layout: typeof enLayout; notebooks: typeof enNotebooks };
const TEXTS: Record<'en' | 'zh-CN', Texts> = {
  en: { common: enCommon, layout: enLayout, notebooks: enNotebooks },
  'zh-CN': { common: zhCommon, layout: zhLayout, notebooks: zhNotebooks },
};

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** A text in both languages; the first frame's CSS shows the one <html lang> names. */
function both(pick: (texts: Texts) => string): string {
  return Object.entries(TEXTS)
    .map(([lang, texts]) => `<span lang="${lang}">${escape(pick(texts))}</span>`)
    .join('');
}

export type Icons = Record<
  'menu' | 'fold' | 'unfold' | 'agentStudio' | 'chat' | 'history' | 'newChat' | 'draw' | 'write',
  string
>;

/** The markup inside #root. */
export function firstFrameMarkup(c: ClassNames, icons: Icons): string {
  const { layout, sidebar, button } = c;
  const label = (text: string) => `<span class="${sidebar.label}">${text}</span>`;
  const brand =
    `<a href="/" class="${sidebar.brand}"><img src="/icons/icon.svg" alt="" />` +
    `${label(both((t) => t.common.appName))}</a>`;
  const item = (nav: string, href: string, icon: string, text: (t: Texts) => string) =>
    `<a href="${href}" class="${sidebar.item}" data-ff-nav="${nav}">` +
    `<span class="${sidebar.icon}" aria-hidden="true">${icon}</span>${label(both(text))}</a>`;
  const iconButton = (extra: string, icon: string) =>
    `<span class="${button.icon}${extra}" aria-hidden="true">${icon}</span>`;
  const small = ` ${button.small}`;
  const page = [
    `<section class="ff-page" data-ff-page="notebook"><header class="ff-header"><h3 class="ff-title">`,
    both((t) => t.notebooks['list.title']),
    `</h3></header><p class="ff-pending">${both((t) => t.notebooks['list.loading'])}</p></section>`,
  ].join('');
  return [
    `<div class="ant-app app-root ff" aria-busy="true"><div class="${layout.shell}">`,
    `<header class="${sidebar.topBar} ff-top">${iconButton('', icons.menu)}${brand}</header>`,
    `<aside class="${sidebar.sidebar} ff-side"><div class="${sidebar.brandRow}">${brand}`,
    iconButton('', `<span class="ff-fold">${icons.fold}</span><span class="ff-unfold">${icons.unfold}</span>`),
    `</div><nav class="${sidebar.nav}">`,
    item('notebook', '/notebook', icons.agentStudio, (t) => t.layout['nav.agentStudio']),
    `<div class="${sidebar.row}">`,
    item('chat', '/bot/c/-1', icons.chat, (t) => t.layout['nav.chat']),
    `<span class="${sidebar.hideWhenCollapsed}">`,
    `${iconButton(small, icons.history)}${iconButton(small, icons.newChat)}</span>`,
    `</div>`,
    item('draw', '/common/draw', icons.draw, (t) => t.layout['nav.draw']),
    item('write', '/editor/write', icons.write, (t) => t.layout['nav.write']),
    `</nav></aside>`,
    `<div class="${layout.content}"><main class="${layout.main}">${page}</main></div>`,
    `</div></div>`,
  ].join('');
}

/** antd's theme variables for one theme: the declarations only, without antd's selector. */
export type ThemeVariables = string;

/**
 * The first frame's own rules: the theme variables, what React decides at run time (phone or
 * desktop, narrow sidebar, current link: the rules of Sidebar.module.css for `.collapsed` and
 * `.active`), the language shown, and the page area (PageFrame.module.css and the notebook list's
 * loading line, which load with the page's chunk, not with the shell's stylesheet).
 */
export function firstFrameCss(c: ClassNames, light: ThemeVariables, dark: ThemeVariables): string {
  const s = (name: string) => `.${c.sidebar[name]}`;
  const narrow = 'html[data-ff-narrow] .ff .ff-side';
  const navs = NAVS.map(([, nav]) => `html[data-ff-nav="${nav}"] .ff [data-ff-nav="${nav}"]`).join(',');
  const pages = Object.values(PAGES)
    .map((page) => `html[data-ff-page="${page}"] .ff [data-ff-page="${page}"]`)
    .join(',');
  return [
    `.ff{${light}}`,
    `html[data-theme="dark"] .ff{${dark}}`,
    `html[data-ff-page="bare"] .ff{display:none}`,
    `html[lang="zh-CN"] .ff [lang="en"],html:not([lang="zh-CN"]) .ff [lang="zh-CN"]{display:none}`,
    `${navs}{background:var(--ant-color-primary-bg);color:var(--ant-color-primary);font-weight:500}`,
    `.ff-fold,${narrow} .ff-unfold{display:contents}.ff-unfold,${narrow} .ff-fold{display:none}`,
    `${narrow}{width:64px}`,
    `${narrow} ${s('brandRow')}{flex-direction:column;padding:0 0 8px}`,
    `${narrow} ${s('item')}{justify-content:center;padding:0}`,
    `${narrow} ${s('label')},${narrow} ${s('hideWhenCollapsed')}{display:none}`,
    `.ff .ff-top{display:none}`,
    `@media (max-width:767px){.ff .ff-side{display:none}.ff .ff-top{display:flex}}`,
    `.ff-page{display:none;max-width:960px;margin:0 auto;padding:32px 24px 48px;flex-direction:column;gap:24px}`,
    `${pages}{display:flex}`,
    `.ff-header{display:flex;align-items:center;justify-content:space-between;gap:12px}`,
    `.ff-title{margin:0;color:var(--ant-color-text-heading);font-size:var(--ant-font-size-heading-3);` +
      `line-height:var(--ant-line-height-heading-3);font-weight:var(--ant-font-weight-strong)}`,
    `.ff-pending{margin:24px 0;color:var(--ant-color-text-secondary)}`,
    `@media (max-width:767px){.ff-page{padding:20px 16px 32px}}`,
  ].join('\n');
}

/** The boot script's source: the function and the tables it reads. */
export function firstFrameBootSource(): string {
  const tables = [PAGES, NAVS, BARE].map((table) => JSON.stringify(table)).join(', ');
  return `(${firstFrameBoot.toString()})(${tables});\n`;
}

/** The web app's folder: packages resolve from there, as in its own build (vite.config.ts). */
const webRoot = new URL('../apps/web/', import.meta.url);
const webRequire = () => createRequire(new URL('package.json', webRoot));

/**
 * The antd variables the first frame reads: those of the shell's CSS modules, of its own rules,
 * and of antd's `.ant-app` root (font and text colour). All of antd's are ~10 kB per theme.
 */
export function usedVariables(ownCss: string): Set<string> {
  const sources = Object.values(MODULES).map((path) => fs.readFileSync(new URL(`src/${path}`, webRoot), 'utf8'));
  const names = [...sources, ownCss].flatMap((css) => [...css.matchAll(/var\((--ant-[\w-]+)/g)].map((m) => m[1]!));
  return new Set([...names, '--ant-font-family', '--ant-font-size', '--ant-color-text', '--ant-line-height']);
}

/** The declarations of antd's theme variables in one theme, from the app's own theme config. */
function themeVariables(
  antd: typeof Antd,
  config: Antd.ThemeConfig,
  h: typeof React.createElement,
  used: Set<string>,
): string {
  const require = webRequire();
  const cssinjs = require('@ant-design/cssinjs') as typeof Cssinjs;
  const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
  const cache = cssinjs.createCache();
  renderToString(h(cssinjs.StyleProvider, { cache }, h(antd.ConfigProvider, { theme: config }, h(antd.Button))));
  const css = cssinjs.extractStyle(cache, { plain: true, types: ['token'] });
  // One rule per component's tokens; the first, the global one, holds the --ant-* the shell reads.
  const declarations = /\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return declarations
    .split(';')
    .filter((declaration) => used.has(declaration.split(':')[0]!.trim()))
    .join(';');
}

/** The icons' markup as antd's icon components render it. */
function renderIcons(h: typeof React.createElement): Icons {
  const require = webRequire();
  const icons = require('@ant-design/icons') as typeof AntdIcons;
  const { renderToStaticMarkup } = require('react-dom/server') as typeof ReactDomServer;
  const draw = (icon: React.ComponentType) => renderToStaticMarkup(h(icon));
  return {
    menu: draw(icons.MenuOutlined),
    fold: draw(icons.MenuFoldOutlined),
    unfold: draw(icons.MenuUnfoldOutlined),
    agentStudio: draw(icons.ExperimentOutlined),
    chat: draw(icons.MessageOutlined),
    history: draw(icons.HistoryOutlined),
    newChat: draw(icons.FormOutlined),
    draw: draw(icons.PictureOutlined),
    write: draw(icons.EditOutlined),
  };
}

/**
 * The Vite plugin: collects the shell's CSS module class names as the build makes them (through
 * `css.modules.getJSON`), then writes the first frame into index.html and its CSS inline in <head>
 * (a render-blocking stylesheet of its own would cost a request). The boot script rides at the
 * start of the route preloader's file (vite.config.ts, routePreload), loaded without `async`.
 */
export function firstFrame(theme: () => Promise<{ themeConfig: (dark: boolean) => Antd.ThemeConfig }>): Plugin {
  const classNames: Partial<ClassNames> = {};
  return {
    name: 'inkstone:first-frame',
    apply: 'build',
    config: () => ({
      css: {
        modules: {
          getJSON: (file: string, json: Record<string, string>) => {
            const entry = Object.entries(MODULES).find(([, path]) => file.replaceAll('\\', '/').endsWith(path));
            if (entry) classNames[entry[0] as ModuleName] = json;
          },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => {
        const missing = Object.keys(MODULES).filter((name) => !classNames[name as ModuleName]);
        if (missing.length) throw new Error(`first frame: no class names for ${missing.join(', ')}`);
        const c = classNames as ClassNames;
        const require = webRequire();
        const antd = require('antd') as typeof Antd;
        const { createElement: h } = require('react') as typeof React;
        const { themeConfig } = await theme();
        const used = usedVariables(firstFrameCss(c, '', ''));
        const variables = (dark: boolean) => themeVariables(antd, themeConfig(dark), h, used);
        const css = firstFrameCss(c, variables(false), variables(true));
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`first frame: index.html has no ${root}`);
        return {
          html: html.replace(root, `<div id="root">${firstFrameMarkup(c, renderIcons(h))}</div>`),
          tags: [{ tag: 'style', children: css, injectTo: 'head' }],
        };
      },
    },
  };
}
