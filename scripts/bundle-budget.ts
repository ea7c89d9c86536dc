/**
 * `npm run budget` (after `npm run build`; `npm test` runs it after its web build): the JavaScript a
 * signed-in first load of /notebook and /chat-custom/1 fetches before the page runs — the entry,
 * the route's page chunk and all their static imports — gzipped at level 9 and counted, against
 * the [perf] budget. Sizes come from the build, not a timing, so the check is deterministic.
 * WEB_OUT_DIR picks the build (as for `vite build`); it fails listing the heaviest files and modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import {
  formatReport,
  htmlScripts,
  initialChunks,
  kb,
  routeFor,
  routeModules,
  topModules,
  weigh,
  type Budget,
  type ChunkModules,
  type Manifest,
} from './bundle-budget-core.ts';

/** The [perf] goal (#11) for both pages: what a phone on a slow network loads quickly. */
const goal: Budget = { gzipBytes: 200_000, requests: 15 };
/**
 * What the check enforces: the goal where a page meets it; where it does not yet, the page's
 * weight when the budget was last set (with a few kB of room), so the first load can only shrink
 * while the work toward the goal goes on. What stands between: React + react-router (~98 kB), zod with
 * the contract's schemas (~45 kB), antd's core (~33 kB: theme, CSS-in-JS, ConfigProvider), i18next
 * and TanStack Query (~29 kB) are in every first load; /chat-custom/1 adds the
 * antd components the chat draws at once and the virtualizer (~28 kB, in two files: the build's
 * chunk groups keep each first load in few files) and the chat's own code (~20 kB).
 */
// Raised once, by 0.5 and 1.2 kB (stop 30): the chat's image answers, templates, web search and
// socket answers each keep a small hook in the first load (the rest of each loads when used), the
// analytics client's error report and the first frame drawn from the HTML (scripts/first-frame.ts).
// Lowered for /chat-custom/1 (286.0 -> 284.5 kB) once its socket answers read the chat's push
// schema alone (contract chat-push.ts), not every feature's (routes/pushes.ts). Lowered for both
// (236.5 -> 228.5 and 284.5 -> 275.5 kB) once ConfigProvider's tooltip provider, which it renders
// only when asked to, stopped bringing @rc-component/trigger and motion (vite.config.ts). Raised for
// /chat-custom/1 by 0.5 kB (stop 32): the route preloader, in every first load, also sends the home
// page's list call (scripts/early-requests-boot.ts), about 0.5 kB once its file is minified.
const budgets: Record<string, Budget> = {
  '/notebook': { gzipBytes: 228_500, requests: 9 },
  '/chat-custom/1': { gzipBytes: 276_000, requests: 11 },
};
/**
 * What the entry loads itself before its first render: the interface language's texts (main.tsx
 * waits for them). English, the larger of the two, stands for both.
 */
const loadedBeforeRender = ['src/shared/i18n/packs/en.ts'];

const webRoot = fileURLToPath(new URL('../apps/web/', import.meta.url));
const outDir = path.resolve(webRoot, process.env.WEB_OUT_DIR ?? 'dist');
const manifestFile = path.join(outDir, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`✗ No build manifest at ${manifestFile}: run \`npm run build\` first (or set WEB_OUT_DIR).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
const modulesFile = path.join(outDir, '.vite', 'chunk-modules.json');
const chunkModules: ChunkModules = fs.existsSync(modulesFile) ? JSON.parse(fs.readFileSync(modulesFile, 'utf8')) : {};
// Scripts the HTML loads besides the entry (the route preloader) are part of every first load.
const fromHtml = htmlScripts(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'));
const routes = routeModules(fs.readFileSync(path.join(webRoot, 'src/app/routes/route-table.ts'), 'utf8'));

let failed = false;
for (const [url, budget] of Object.entries(budgets)) {
  const chunks = initialChunks(manifest, routeFor(routes, url).module, ...loadedBeforeRender);
  const files = [...new Set([...chunks.map((key) => manifest[key]!.file), ...fromHtml])];
  const report = weigh(
    url,
    files.map((file) => {
      const content = fs.readFileSync(path.join(outDir, file));
      return { file, rawBytes: content.length, gzipBytes: zlib.gzipSync(content, { level: 9 }).length };
    }),
    budget,
  );
  console.log(formatReport(report, budget));
  const meetsGoal = report.gzipBytes <= goal.gzipBytes && report.requests <= goal.requests;
  console.log(`  goal ${kb(goal.gzipBytes)}, ${goal.requests} requests: ${meetsGoal ? 'met' : 'not met yet'}`);
  if (report.overSize || report.overRequests) {
    failed = true;
    console.log('  heaviest sources in these files (bundled, before minifying and gzip: for ranking):');
    for (const { name, bytes } of topModules(chunkModules, files)) console.log(`  ${kb(bytes).padStart(9)}  ${name}`);
  }
  console.log();
}
process.exit(failed ? 1 : 0);
