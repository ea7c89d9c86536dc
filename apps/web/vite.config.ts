import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as Cssinjs from '@ant-design/cssinjs';
import react from '@vitejs/plugin-react';
import type * as Antd from 'antd';
import type * as React from 'react';
import type * as ReactDomServer from 'react-dom/server';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, minifySync, type Plugin, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { routeModules } from '../../scripts/bundle-budget-core.ts';
import { staticallyReached } from '../../scripts/bundle-budget-reach.ts';
import { dropRouteDocs } from '../../scripts/drop-route-docs.ts';
import { earlyRequestsBootSource } from '../../scripts/early-requests-boot.ts';
import { firstFrame, firstFrameBootSource } from '../../scripts/first-frame.ts';

const apiTarget = process.env.INKSTONE_API ?? 'http://localhost:3000';
const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes .vite/chunk-modules.json beside the manifest: for each output file, the bytes each source
 * module takes in it. The bundle budget (scripts/bundle-budget.ts) names the heaviest ones when a
 * first load is over budget; the manifest alone says which files, not what is in them.
 */
function chunkModules(): Plugin {
  return {
    name: 'inkstone:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        files[output.fileName] = Object.fromEntries(
          Object.entries(output.modules)
            .filter(([, module]) => module.renderedLength > 0)
            .map(([id, module]) => [id.replace(webRoot, ''), module.renderedLength]),
        );
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(files) });
    },
  };
}

/**
 * Without help a first load is a chain: the HTML names the entry; only once the entry runs does the
 * router ask for the page's chunk, and i18n for the language's texts. This emits a small script the
 * HTML loads alongside the entry (an external file: the CSP allows no inline script) that adds
 * `modulepreload` links for the current path's page chunk and the stored (or the browser's)
 * language, so those download in parallel with the entry instead of after it. A wrong guess only
 * downloads a file early; the app still imports what it needs.
 */
function routePreload(): Plugin {
  // Runs in the browser, as text in its own file: no imports, nothing from around it.
  function preloadInBrowser(routes: [string[], string[]][], languages: Record<string, string[]>) {
    const add = (file: string) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = ''; // as the entry's <script crossorigin>, or the preload is not reused
      link.href = `/${file}`;
      document.head.appendChild(link);
    };
    const path = location.pathname.split('/').filter(Boolean);
    const route = routes.find(
      ([pattern]) =>
        pattern.length === path.length && pattern.every((part, i) => part.startsWith(':') || part === path[i]),
    );
    route?.[1].forEach(add);
    let stored: string | undefined;
    try {
      // The language store's persisted shape (shared/stores/language.ts).
      stored = JSON.parse(localStorage.getItem('inkstone.language') ?? '{}').state?.language;
    } catch {
      // No stored choice readable: the browser's language decides, as on a first visit.
    }
    const language = stored && languages[stored] ? stored : /^zh/i.test(navigator.language) ? 'zh_CN' : 'en';
    languages[language]?.forEach(add);
  }

  let script: string | undefined;
  return {
    name: 'inkstone:route-preload',
    apply: 'build',
    // Runs before Vite writes index.html (its HTML plugin comes after user plugins), so the
    // transformIndexHtml hook below knows the script's hashed name.
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into);
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const preloaded = withImports(entry.fileName);
      const filesFor = (module: string) => {
        const chunk = byModule.get(`${webRoot}${module}`);
        return chunk ? [...withImports(chunk.fileName)].filter((file) => !preloaded.has(file)) : [];
      };
      const table = fs.readFileSync(`${webRoot}src/app/routes/route-table.ts`, 'utf8');
      const routes = routeModules(table).map(({ path, module }) => [path.split('/').filter(Boolean), filesFor(module)]);
      const languages = {
        en: filesFor('src/shared/i18n/packs/en.ts'),
        zh_CN: filesFor('src/shared/i18n/packs/zh_CN.ts'),
      };
      // The first frame's settings (language, theme: scripts/first-frame-boot.ts) ride in the same file,
      // first: one request, not two, before the first paint. Then the page's early call, which reads
      // the language they set (scripts/early-requests-boot.ts).
      const source =
        firstFrameBootSource() +
        earlyRequestsBootSource() +
        `(${preloadInBrowser.toString()})(${JSON.stringify(routes)}, ${JSON.stringify(languages)});\n`;
      // Minified like the app's own code: it is an asset, which the build writes as it is given.
      const minified = minifySync('route-preload.js', source);
      if (minified.errors.length) this.error(`route-preload.js: ${minified.errors[0]!.message}`);
      script = this.getFileName(this.emitFile({ type: 'asset', name: 'route-preload.js', source: minified.code }));
    },
    transformIndexHtml: {
      order: 'post',
      // Not async: the first frame must not be painted before its language and theme are set.
      handler: () => (script ? [{ tag: 'script', attrs: { src: `/${script}` }, injectTo: 'head' }] : []),
    },
  };
}

/**
 * antd writes each component's styles at run time the first time it renders: on a phone that was
 * over a second of the first load (4× CPU throttling). This renders the components the shell and
 * the first page show, once, at build time, and ships their styles as a CSS file ahead of the app's
 * own (which may override them). The file ends with antd's record of the styles it holds
 * (`.data-ant-cssinjs-cache-path`), which the runtime reads: those styles are neither computed nor
 * injected again. Components not listed still get their styles at run time, as before, so the list
 * only decides speed, never whether something is styled. The styles are the same for light and
 * dark (the theme's values are CSS variables, set at run time): the theme's `hashed: false`
 * (app/providers/theme.ts) keeps antd's record keys free of a per-theme hash.
 */
function antdFirstLoadStyles(): Plugin {
  let file: string | undefined;
  return {
    name: 'inkstone:antd-first-load-styles',
    apply: 'build',
    async generateBundle() {
      // antd's CommonJS build and the same copy of its style engine, rendered on the server side.
      const require = createRequire(import.meta.url);
      const antd = require('antd') as typeof Antd;
      const cssinjs = require('@ant-design/cssinjs') as typeof Cssinjs;
      const { createElement: h, Fragment } = require('react') as typeof React;
      const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
      const { themeConfig } = await import('./src/app/providers/theme.ts');
      const cache = cssinjs.createCache();
      // What the sidebar, the phone's top bar, the banners, the toasts and the page frame render,
      // and the tabs of the home page (/notebook, the most common first load), whose ~28 kB of
      // styles antd otherwise makes in the browser there (e2e/tests/first-load.spec.ts).
      const shell = h(
        Fragment,
        null,
        h(antd.App, null, h(antd.Button, null, 'b'), h(antd.Button, { type: 'primary', icon: h('i') }, 'b')),
        h(antd.Tooltip, { title: 't' }, h('span', null, 't')),
        h(antd.Avatar, null, 'a'),
        h(antd.Empty),
        h(antd.Alert, { title: 'a' }),
        h(antd.Progress, { percent: 1 }),
        h(antd.Skeleton),
        h(antd.Spin),
        h(antd.message._InternalPanelDoNotUseOrYouWillBeFired),
        h(antd.Tabs, { items: [{ key: 't', label: 't' }] }),
      );
      renderToString(h(cssinjs.StyleProvider, { cache }, h(antd.ConfigProvider, { theme: themeConfig(false) }, shell)));
      const source = cssinjs.extractStyle(cache, { plain: true, types: ['style'] });
      file = this.getFileName(this.emitFile({ type: 'asset', name: 'antd-first-load.css', source }));
    },
    transformIndexHtml: {
      order: 'post',
      // Before the app's stylesheet, so the app's own rules win at equal specificity, as they did
      // over the styles antd put at the top of <head>.
      handler: () =>
        file ? [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${file}` }, injectTo: 'head-prepend' }] : [],
    },
  };
}

/**
 * Points a few of antd's internal imports at the one file they use instead of a package's index.
 * A chunk holds every module statically reachable from it, used or not: antd's form context (which
 * every tooltip reaches) imports `FormProvider` from @rc-component/form's index, which attaches
 * Field, List and useForm to the form and so drags the whole form engine and its validator into the
 * first load. The file it points at is the one that index re-exports, so it is the same component.
 * The button's styles read one helper (`isBright`) from the colour picker's presets, whose module
 * renders a Collapse: there Collapse becomes a lazy one (the presets panel, which no page of ours
 * shows, gets it when first opened), so the first load holds no Collapse. ConfigProvider imports
 * the tooltips' UniqueProvider (one shared popup for all tooltips), which it renders only when its
 * `tooltip.unique` setting is on, and with it @rc-component/trigger's whole popup engine (~14 kB
 * gzip of every first load): there it becomes a lazy one too. We never turn that setting on; were
 * it turned on, the app would wait (render nothing) the moment that file takes to arrive.
 */
function antdNarrowImports(): Plugin {
  const redirects: { from: RegExp; source: string; to: string }[] = [
    {
      from: /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/,
      source: '@rc-component/form',
      to: '@rc-component/form/es/FormContext.js',
    },
  ];
  // Imports that become lazy components: the file loads when the component first renders.
  const lazied: { from: RegExp; source: string; to: string }[] = [
    {
      from: /[\\/]antd[\\/]es[\\/]color-picker[\\/]components[\\/]ColorPresets\.js$/,
      source: '../../collapse',
      to: 'antd/es/collapse/index.js',
    },
    {
      from: /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
      source: '../tooltip/UniqueProvider',
      to: 'antd/es/tooltip/UniqueProvider/index.js',
    },
  ];
  const LAZY = '\0inkstone:lazy:';
  const matching = (list: typeof redirects, source: string, importer: string) =>
    list.find((r) => r.source === source && r.from.test(importer));
  return {
    name: 'inkstone:antd-narrow-imports',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const lazy = matching(lazied, source, importer);
      if (lazy) return `${LAZY}${lazy.to}`;
      const redirect = matching(redirects, source, importer);
      return redirect ? this.resolve(redirect.to, importer, { ...options, skipSelf: true }) : null;
    },
    load(id) {
      if (!id.startsWith(LAZY)) return null;
      return [
        "import { createElement, lazy, Suspense } from 'react';",
        `const Component = lazy(() => import('${id.slice(LAZY.length)}'));`,
        'export default (props) => createElement(Suspense, { fallback: null }, createElement(Component, props));',
      ].join('\n');
    },
  };
}

/**
 * What a page's first load runs (scripts/bundle-budget-reach.ts), for the chunk groups below: worked
 * out once per chunk split (the graph's records are the same objects for the length of a split).
 */
const reachedFrom = new WeakMap<object, Set<string>>();
function reaches(ctx: ChunkingContext, root: string, id: string): boolean {
  const rootInfo = ctx.getModuleInfo(root);
  if (!rootInfo) return false;
  let reached = reachedFrom.get(rootInfo);
  if (!reached) reachedFrom.set(rootInfo, (reached = staticallyReached(ctx, root)));
  return reached.has(id);
}

/** The app's entry: its static imports are in every first load. */
const shellEntry = `${webRoot}index.html`;
/** The Chinese language pack (the English one uses antd's built-in texts). */
const zhPack = `${webRoot}src/shared/i18n/packs/zh_CN.ts`;
/** What the shell loads on every page once the first page has painted (ToastBridge, layout/slots). */
const afterFirstPaint = [
  'src/app/providers/ToastHost.tsx',
  'src/features/billing/components/PlanMeter.tsx',
  'src/features/billing/components/UpgradeButton.tsx',
].map((file) => `${webRoot}${file}`);
/** The page of /chat-custom/:id, the heaviest first load the bundle budget weighs. */
const chatPage = `${webRoot}src/features/chat/CustomChatPage.tsx`;
const antdEmpty = /node_modules[\\/]antd[\\/]es[\\/]empty[\\/]/;
const chatTables = /packages[\\/]contract[\\/]src[\\/](routes[\\/])?(chat|files|models|chat-topics)\.ts$/;
/**
 * A shared helper of the app (not the chat feature's, not a component or styles) whose libraries
 * are all in the shell: putting it in a file with others adds no library to the pages using it.
 */
function plainHelper(ctx: ChunkingContext, id: string): boolean {
  if (/[\\/]src[\\/]features[\\/]chat[\\/]|\.(tsx|css)$/.test(id)) return false;
  return [...staticallyReached(ctx, id)].every(
    (dep) => !dep.includes('/node_modules/') || reaches(ctx, shellEntry, dep),
  );
}

/**
 * `test` is read by the root vitest project 'web', which extends this file. It is typed here
 * rather than through vitest's augmentation because vitest carries its own copy of vite.
 */
const config: UserConfig & { test: { setupFiles: string[] } } = {
  plugins: [
    react(),
    // Brotli and gzip copies of every text file, made once at build time; the server sends the
    // one the browser accepts (apps/server/src/platform/http/web.ts). Files under 1 KB gain
    // nothing worth a second request path.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    chunkModules(),
    routePreload(),
    antdFirstLoadStyles(),
    antdNarrowImports(),
    dropRouteDocs(),
    // The shell painted from index.html before the JavaScript runs (scripts/first-frame.ts).
    firstFrame(() => import('./src/app/providers/theme.ts')),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each entry and page import; scripts/bundle-budget.ts reads
    // it to weigh a first load.
    manifest: true,
    // Libraries change less often than the app, so they get long-lived chunks of their own: React,
    // then the rest of what the first load needs (the entry's static imports) in one file. The groups
    // after that put what one budgeted first load (/chat-custom/1) runs in few files, each decided
    // by what the page reaches in the module graph (reaches(), scripts/bundle-budget-reach.ts).
    // What only other lazy pages and dialogs use is split by the pages that use it (entriesAware),
    // so a library one page needs (the chat's Markdown, KaTeX and highlighting) loads with that
    // page; pieces under 20 kB join their nearest neighbour rather than cost a request each.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // A chunk split by the pages using it is named after all of them (`antd~DrawPage~NotebookRoute~…`,
        // up to 100 characters): every first load carries those names, in the entry's preload lists and
        // the route preloader. The group's name and the hash say enough.
        chunkFileNames: ({ name }) => `assets/${name.split('~')[0]}-[hash].js`,
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // The shell's libraries, and the empty state of PageFrame, the frame nearly every page
            // renders (apart, it was one more small file in every first load).
            {
              name: (id, ctx) => (reaches(ctx, shellEntry, id) || antdEmpty.test(id) ? 'vendor-shell' : null),
              test: /node_modules/,
            },
            // rolldown's own record of the entry's static imports: whatever reaches() did not trace
            // still loads with the shell (a second small file, which the bundle budget would show).
            { name: 'vendor-shell', test: /node_modules/, tags: ['$initial'] },
            // The app's own first-load modules stay in the entry: left alone, each one a lazy page shares
            // (limits, stores, the API caller) becomes its own tiny file and request.
            { name: 'index', test: /^(?!.*node_modules)/, tags: ['$initial'] },
            // antd's Chinese texts (pagination's, the date pickers'), which the Chinese language pack
            // loads before the first render, in a file of their own. Split by pages (below), they
            // joined the table, tree and pagination chunk: 160 kB more in every Chinese first load.
            {
              name: (id, ctx) => (reaches(ctx, zhPack, id) && !reaches(ctx, shellEntry, id) ? 'antd-zh_CN' : null),
              test: /node_modules/,
            },
            // Libraries the shell loads on every page right after its first paint (the toasts, the plan
            // meter and the upgrade button) and a chat page draws at once: antd's button and tooltip,
            // icons. One file, so neither of the two loads the other's libraries.
            {
              name: (id, ctx) =>
                reaches(ctx, chatPage, id) && afterFirstPaint.some((root) => reaches(ctx, root, id))
                  ? 'vendor-shell-later'
                  : null,
              test: /node_modules/,
            },
            // The rest of the libraries a chat page draws with at once (antd's spinner, progress and
            // alert, icons, the virtualizer). Split by the pages using each, they were eight files of
            // 3–12 kB in the chat's first load. Other pages and dialogs that draw one of them load the
            // file whole (~20 kB gzip); most draw several.
            {
              name: (id, ctx) => (reaches(ctx, chatPage, id) ? 'vendor-chat' : null),
              test: /node_modules/,
            },
            // The chat's and the uploads' route tables with the schemas the entry does not hold, and
            // the other helpers (no component, no library beyond the shell's) a chat page runs at
            // once: paging, upload, the SSE caller, copying. Apart, they were six small requests of
            // the chat's first load; a page that uses one of them now gets them all (~4 kB gzip).
            {
              name: (id, ctx) =>
                chatTables.test(id) || (reaches(ctx, chatPage, id) && plainHelper(ctx, id)) ? 'chat-routes' : null,
              test: /^(?!.*node_modules)/,
            },
            // The rest of the app's modules a chat page runs at once, the chat feature's own: one file
            // (the conversation's history calls and the chat's styles were two more).
            {
              name: (id, ctx) => (id !== chatPage && reaches(ctx, chatPage, id) ? 'ChatView' : null),
              test: /^(?!.*node_modules)/,
            },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|dayjs)[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 20_000,
            },
            { name: 'vendor', test: /node_modules/, entriesAware: true, entriesAwareMergeThreshold: 20_000 },
          ],
        },
      },
    },
  },
  server: {
    // The API and its WebSocket live on the Node server during development.
    proxy: { '/api': { target: apiTarget, changeOrigin: true, ws: true } },
  },
  test: {
    setupFiles: ['./src/test/setup.ts'],
  },
};

export default defineConfig(config);
