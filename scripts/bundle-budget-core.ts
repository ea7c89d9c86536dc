/**
 * The logic of the bundle budget (scripts/bundle-budget.ts): which files a first load fetches, what
 * they weigh and whether that fits. Pure functions over Vite's build manifest, so a small fixture
 * manifest tests them (scripts/bundle-budget.test.ts).
 */

/** One entry of Vite's `.vite/manifest.json` (the fields the budget reads). */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** A page of the route table: the client path pattern and the module its lazy page loads. */
export type RouteModule = { path: string; module: string };

export type Budget = { gzipBytes: number; requests: number };

export type ChunkWeight = { file: string; rawBytes: number; gzipBytes: number };

export type RouteReport = {
  url: string;
  chunks: ChunkWeight[];
  gzipBytes: number;
  requests: number;
  overSize: boolean;
  overRequests: boolean;
};

/**
 * Reads the pages out of app/routes/route-table.ts: `{ path: '/x/:id', … import('@/features/…') }`.
 * The import is resolved the way Vite names it in the manifest (relative to apps/web, `@/` is src/).
 */
export function routeModules(routeTableSource: string, routeTableDir = 'src/app/routes'): RouteModule[] {
  const routes: RouteModule[] = [];
  for (const match of routeTableSource.matchAll(/\{\s*path:\s*'([^']+)'[^}]*?import\('([^']+)'\)/g)) {
    const [, path, specifier] = match as unknown as [string, string, string];
    routes.push({ path, module: resolveSpecifier(specifier, routeTableDir) });
  }
  return routes;
}

function resolveSpecifier(specifier: string, fromDir: string): string {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`;
  const parts = fromDir.split('/');
  for (const segment of specifier.split('/')) {
    if (segment === '.') continue;
    if (segment === '..') parts.pop();
    else parts.push(segment);
  }
  return parts.join('/');
}

/** react-router's matching for the patterns the table uses: literal segments and `:params`. */
export function matchesPath(pattern: string, url: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = url.split('?')[0]!.split('/').filter(Boolean);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

export function routeFor(routes: RouteModule[], url: string): RouteModule {
  const route = routes.find((candidate) => matchesPath(candidate.path, url));
  if (!route) throw new Error(`No page in the route table matches ${url}`);
  return route;
}

/**
 * What the browser loads before the page can run: the HTML's entry, the lazy chunks loaded at once
 * (the route's page, which the router fetches for the current URL, and whatever the entry waits for
 * before its first render), and every static import of those, transitively. Other dynamic imports
 * load later, when used, so they are not followed. Returns manifest keys, the entry's first.
 */
export function initialChunks(manifest: Manifest, ...loadedAtOnce: string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  for (const key of loadedAtOnce) if (!manifest[key]) throw new Error(`The manifest has no chunk for ${key}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names ${key} as an import but has no entry for it`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  for (const key of loadedAtOnce) visit(key);
  return [...seen];
}

/** The scripts index.html loads by itself (`/assets/x.js` → `assets/x.js`), the entry among them. */
export function htmlScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)].map((match) => match[1]!);
}

/** Sums the files' weights (one request each) and holds them to the budget. */
export function weigh(url: string, chunks: ChunkWeight[], budget: Budget): RouteReport {
  const sorted = [...chunks].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const gzipBytes = sorted.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return {
    url,
    chunks: sorted,
    gzipBytes,
    requests: sorted.length,
    overSize: gzipBytes > budget.gzipBytes,
    overRequests: sorted.length > budget.requests,
  };
}

/** Module id → rendered (minified, before gzip) bytes, per output file; written by the build. */
export type ChunkModules = Record<string, Record<string, number>>;

/**
 * The heaviest sources among the given files, node_modules grouped by package (what a reader acts
 * on: "react-dom", "antd/es/table", not one of its 300 files).
 */
export function topModules(chunkModules: ChunkModules, files: string[], limit = 15): { name: string; bytes: number }[] {
  const totals = new Map<string, number>();
  for (const file of files) {
    for (const [id, bytes] of Object.entries(chunkModules[file] ?? {})) {
      const name = moduleGroup(id);
      totals.set(name, (totals.get(name) ?? 0) + bytes);
    }
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, limit);
}

/** `…/node_modules/antd/es/table/Table.js` → `antd/es/table`; app sources stay as they are. */
export function moduleGroup(id: string): string {
  const index = id.lastIndexOf('node_modules/');
  if (index < 0) return id;
  const parts = id.slice(index + 'node_modules/'.length).split('/');
  const scoped = parts[0]!.startsWith('@');
  const name = parts.slice(0, scoped ? 2 : 1);
  const rest = parts.slice(name.length, -1);
  // A component library's folders are its components; one level below the package name says which.
  const sub = rest[0] === 'es' || rest[0] === 'lib' || rest[0] === 'dist' ? rest.slice(0, 2) : rest.slice(0, 1);
  return [...name, ...sub].join('/');
}

/** kB as Vite's build log prints them (1,000 bytes), so the two read alike. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function formatReport(report: RouteReport, budget: Budget, top = 10): string {
  const verdict = report.overSize || report.overRequests ? '✗ over budget' : '✓ within budget';
  const lines = [
    `${report.url}: ${kb(report.gzipBytes)} gzip in ${report.requests} requests ` +
      `(budget ${kb(budget.gzipBytes)}, ${budget.requests} requests) ${verdict}`,
  ];
  for (const chunk of report.chunks.slice(0, top)) {
    lines.push(`  ${kb(chunk.gzipBytes).padStart(9)} gzip ${kb(chunk.rawBytes).padStart(9)} raw  ${chunk.file}`);
  }
  if (report.chunks.length > top) lines.push(`  … and ${report.chunks.length - top} smaller files`);
  return lines.join('\n');
}
