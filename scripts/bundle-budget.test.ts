import { describe, expect, it } from 'vitest';
import {
  formatReport,
  htmlScripts,
  initialChunks,
  matchesPath,
  moduleGroup,
  routeFor,
  routeModules,
  topModules,
  weigh,
  type Manifest,
} from './bundle-budget-core.ts';

// Shaped like Vite's manifest: the entry imports shared chunks statically and pages dynamically;
// the chat page imports its own vendor chunk statically and a Markdown chunk dynamically.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_antd.js'],
    dynamicImports: ['src/features/chat/CustomChatPage.tsx', 'src/features/notebooks/NotebookListPage.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_antd.js': { file: 'assets/antd.js', imports: ['_react.js'] },
  '_chat-vendor.js': { file: 'assets/chat-vendor.js', imports: ['_antd.js'] },
  'src/features/chat/CustomChatPage.tsx': {
    file: 'assets/CustomChatPage.js',
    imports: ['_chat-vendor.js', '_react.js'],
    dynamicImports: ['src/features/chat/Markdown.tsx'],
  },
  'src/features/chat/Markdown.tsx': { file: 'assets/Markdown.js', imports: ['_katex.js'] },
  '_katex.js': { file: 'assets/katex.js' },
  'src/features/notebooks/NotebookListPage.tsx': { file: 'assets/NotebookListPage.js', imports: ['_antd.js'] },
  'src/shared/i18n/packs/en.ts': { file: 'assets/en.js', imports: ['_react.js'] },
};

const routeTable = `
export const routeTable: AppRoute[] = [
  { path: '/bot/c/:id', keepAlive: true, page: lazyPage(() => import('./BotChatRoute.tsx')) },
  { path: '/chat-custom/:id', page: lazyPage(() => import('@/features/chat/CustomChatPage.tsx')) },
  {
    path: '/notebook',
    page: lazyPage(() => import('@/features/notebooks/NotebookListPage.tsx')),
  },
  { path: '/notebook/:id', page: lazyPage(() => import('@/features/notebooks/NotebookPage.tsx')) },
];`;

describe('bundle budget', () => {
  it('reads each page and the module it loads from the route table, one-line or wrapped', () => {
    expect(routeModules(routeTable)).toEqual([
      { path: '/bot/c/:id', module: 'src/app/routes/BotChatRoute.tsx' },
      { path: '/chat-custom/:id', module: 'src/features/chat/CustomChatPage.tsx' },
      { path: '/notebook', module: 'src/features/notebooks/NotebookListPage.tsx' },
      { path: '/notebook/:id', module: 'src/features/notebooks/NotebookPage.tsx' },
    ]);
  });

  it('matches a URL to its page the way the router does', () => {
    expect(matchesPath('/chat-custom/:id', '/chat-custom/1')).toBe(true);
    expect(matchesPath('/notebook', '/notebook/7')).toBe(false);
    expect(matchesPath('/notebook/:id', '/notebook')).toBe(false);
    expect(routeFor(routeModules(routeTable), '/notebook/7').module).toBe('src/features/notebooks/NotebookPage.tsx');
    expect(() => routeFor(routeModules(routeTable), '/nowhere')).toThrow(/No page/);
  });

  it('follows the entry and the route chunk through static imports, each once, not dynamic ones', () => {
    expect(initialChunks(manifest, 'src/features/chat/CustomChatPage.tsx')).toEqual([
      'index.html',
      '_react.js',
      '_antd.js',
      'src/features/chat/CustomChatPage.tsx',
      '_chat-vendor.js',
    ]);
    expect(initialChunks(manifest, 'src/features/notebooks/NotebookListPage.tsx')).toEqual([
      'index.html',
      '_react.js',
      '_antd.js',
      'src/features/notebooks/NotebookListPage.tsx',
    ]);
    expect(() => initialChunks(manifest, 'src/features/nope.tsx')).toThrow(/no chunk/);
  });

  it('adds what the entry loads before its first render, with its imports', () => {
    expect(
      initialChunks(manifest, 'src/features/notebooks/NotebookListPage.tsx', 'src/shared/i18n/packs/en.ts'),
    ).toEqual([
      'index.html',
      '_react.js',
      '_antd.js',
      'src/features/notebooks/NotebookListPage.tsx',
      'src/shared/i18n/packs/en.ts',
    ]);
  });

  it('finds the scripts the HTML loads itself', () => {
    const html = `<head><script async src="/assets/route-preload-a1.js"></script>
      <script type="module" crossorigin src="/assets/index-b2.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-c3.js"></head>`;
    expect(htmlScripts(html)).toEqual(['assets/route-preload-a1.js', 'assets/index-b2.js']);
  });

  it('fails on either limit, and says by how much', () => {
    const chunks = [
      { file: 'assets/a.js', rawBytes: 300_000, gzipBytes: 120_000 },
      { file: 'assets/b.js', rawBytes: 200_000, gzipBytes: 90_000 },
    ];
    const over = weigh('/chat-custom/1', chunks, { gzipBytes: 200_000, requests: 15 });
    expect(over).toMatchObject({ gzipBytes: 210_000, requests: 2, overSize: true, overRequests: false });
    expect(weigh('/x', chunks, { gzipBytes: 250_000, requests: 1 })).toMatchObject({
      overSize: false,
      overRequests: true,
    });
    expect(weigh('/x', chunks, { gzipBytes: 210_000, requests: 2 })).toMatchObject({
      overSize: false,
      overRequests: false,
    });
    const text = formatReport(over, { gzipBytes: 200_000, requests: 15 });
    expect(text).toContain('/chat-custom/1: 210.0 kB gzip in 2 requests');
    expect(text).toContain('over budget');
    // Heaviest first.
    expect(text.indexOf('a.js')).toBeLessThan(text.indexOf('b.js'));
  });

  it('names the heaviest sources, node_modules grouped by package and component', () => {
    expect(moduleGroup('../../node_modules/antd/es/table/Table.js')).toBe('antd/es/table');
    expect(moduleGroup('../../node_modules/@rc-component/tree/es/Tree.js')).toBe('@rc-component/tree/es');
    expect(moduleGroup('../../node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom/cjs');
    expect(moduleGroup('src/app/layout/AppLayout.tsx')).toBe('src/app/layout/AppLayout.tsx');
    const modules = {
      'assets/a.js': { '../../node_modules/antd/es/table/Table.js': 50, '../../node_modules/antd/es/table/Row.js': 30 },
      'assets/b.js': { 'src/main.tsx': 60 },
      'assets/lazy.js': { '../../node_modules/katex/dist/katex.mjs': 900 },
    };
    expect(topModules(modules, ['assets/a.js', 'assets/b.js'])).toEqual([
      { name: 'antd/es/table', bytes: 80 },
      { name: 'src/main.tsx', bytes: 60 },
    ]);
  });
});
