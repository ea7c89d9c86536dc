import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as Cssinjs from '@ant-design/cssinjs';
import react from '@vitejs/plugin-react';
import type * as Antd from 'antd';
import type * as React from 'react';
import type * as ReactDomServer from 'react-dom/server';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { routeModules } from '../../scripts/bundle-budget-core.ts';

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
      const source = `(${preloadInBrowser.toString()})(${JSON.stringify(routes)}, ${JSON.stringify(languages)});\n`;
      script = this.getFileName(this.emitFile({ type: 'asset', name: 'route-preload.js', source }));
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => (script ? [{ tag: 'script', attrs: { async: true, src: `/${script}` }, injectTo: 'head' }] : []),
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
      // What the sidebar, the phone's top bar, the banners, the toasts and the page frame render.
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
 * shows, gets it when first opened), so the first load holds no Collapse.
 */
function antdNarrowImports(): Plugin {
  const redirects: { from: RegExp; source: string; to: string }[] = [
    {
      from: /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/,
      source: '@rc-component/form',
      to: '@rc-component/form/es/FormContext.js',
    },
  ];
  const lazyCollapse = '\0inkstone:lazy-collapse';
  return {
    name: 'inkstone:antd-narrow-imports',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      if (
        source === '../../collapse' &&
        /[\\/]antd[\\/]es[\\/]color-picker[\\/]components[\\/]ColorPresets\.js$/.test(importer)
      )
        return lazyCollapse;
      const redirect = redirects.find((r) => r.source === source && r.from.test(importer));
      return redirect ? this.resolve(redirect.to, importer, { ...options, skipSelf: true }) : null;
    },
    load(id) {
      if (id !== lazyCollapse) return null;
      return [
        "import { createElement, lazy, Suspense } from 'react';",
        "const Collapse = lazy(() => import('antd/es/collapse/index.js'));",
        'export default (props) => createElement(Suspense, { fallback: null }, createElement(Collapse, props));',
      ].join('\n');
    },
  };
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
    // then the rest of what the first load needs ($initial: the entry's static imports) in one file.
    // ($initial follows every static import, antd's own cross-imports too, so a few antd parts only
    // lazy pages render ride along, such as Collapse via the button's colour presets; antdNarrowImports
    // cuts the heaviest of those links.)
    // What only lazy pages and dialogs use is split by the pages that use it (entriesAware), so a
    // library one page needs (the chat's Markdown, KaTeX and highlighting) loads with that page;
    // pieces under 20 kB join their nearest neighbour rather than cost a request each.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'vendor-shell', test: /node_modules/, tags: ['$initial'] },
            // The empty state of PageFrame, the frame nearly every page renders. Left to the groups
            // below, this small piece joins a bigger neighbour (the text input) in every first load.
            { name: 'vendor-shell', test: /node_modules[\\/]antd[\\/]es[\\/]empty[\\/]/ },
            // The app's own first-load modules stay in the entry: left alone, each one a lazy page shares
            // (limits, stores, the API caller) becomes its own tiny file and request.
            { name: 'index', test: /^(?!.*node_modules)/, tags: ['$initial'] },
            // The chat's and the uploads' route tables with the schemas the entry does not hold (~2 kB
            // gzip): the chat page needs both, and apart they were two tiny requests in its first load.
            {
              name: 'chat-routes',
              test: /packages[\\/]contract[\\/]src[\\/](routes[\\/])?(chat|files|models|chat-topics)\.ts$/,
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
