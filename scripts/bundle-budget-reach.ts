/**
 * What a first load runs, read from the bundler's module graph while it splits chunks: the build's
 * chunk groups (apps/web/vite.config.ts) ask which modules a page reaches, so that what one first
 * load needs lands in few files. Pure functions over a module graph, so a small fixture graph tests
 * them (scripts/bundle-budget-reach.test.ts).
 */
import path from 'node:path';

/** The part of rolldown's chunking context read here (`ctx.getModuleInfo` in a group's `name`). */
export type ModuleGraph = {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
};

/** How a module passes names on, parsed from its code. */
type Link = { spec: string; name: string };
type Passing = {
  /** `export { a as b } from './x'`: b → x's a (`export * as ns from`: ns → all of x). */
  reexports: Map<string, Link>;
  /** `import { a as b } from './x'`: local b → x's a (`import * as ns`: ns → all of x). */
  imports: Map<string, Link>;
  /** `export { a as b }`: b → local a. */
  exported: Map<string, string>;
  /** `export * from './x'` sources. */
  stars: string[];
  code: string;
};

const ALL = '*';
const escape = (name: string) => name.replace(/[$]/g, '\\$');

/** `a, b as c, type d` → [[a, a], [b, c], [d, d]]. */
function pairs(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/),
    )
    .filter(([name]) => name)
    .map(([name, as = name]) => [name!.trim(), as!.trim()]);
}

export function passing(code: string): Passing {
  const reexports = new Map<string, Link>();
  const imports = new Map<string, Link>();
  const exported = new Map<string, string>();
  for (const [, list, spec] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g))
    for (const [name, as] of pairs(list!)) reexports.set(as, { spec: spec!, name });
  for (const [, list, spec] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g))
    for (const [name, as] of pairs(list!)) imports.set(as, { spec: spec!, name });
  for (const [, list] of code.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g))
    for (const [name, as] of pairs(list!)) exported.set(as, name);
  for (const [, as, spec] of code.matchAll(/export\s*\*\s*as\s+([\w$]+)\s+from\s*["']([^"']+)["']/g))
    reexports.set(as!, { spec: spec!, name: ALL });
  for (const [, as, spec] of code.matchAll(/import\s*\*\s*as\s+([\w$]+)\s+from\s*["']([^"']+)["']/g))
    imports.set(as!, { spec: spec!, name: ALL });
  const stars = [...code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)].map(([, spec]) => spec!);
  return { reexports, imports, exported, stars, code };
}

/**
 * `import { A, B as C } from './m'` (or 'pkg'): the imported module → [A, B]. A module imported
 * any other way as well (default, namespace, for its side effects) is left out: followed whole.
 */
function namedImports(id: string, code: string, importedIds: readonly string[]): Map<string, string[]> {
  const named = new Map<string, string[]>();
  const other = new Set<string>();
  const resolve = (spec: string) => {
    if (!spec.startsWith('.')) return importedIds.find((imported) => imported.includes(`/node_modules/${spec}/`));
    const file = path.posix.join(path.posix.dirname(id), spec);
    return importedIds.find(
      (imported) => imported === file || imported === `${file}.js` || imported === `${file}/index.js`,
    );
  };
  for (const [statement, list, spec] of code.matchAll(/import\s*([^'";]*?)\s*from\s*["']([^"']+)["']/g)) {
    const imported = resolve(spec!);
    if (!imported) continue;
    const names = /^\{([^}]*)\}$/.exec(list!.trim())?.[1];
    if (names === undefined || statement.startsWith('import type')) other.add(imported);
    else named.set(imported, [...(named.get(imported) ?? []), ...pairs(names).map(([name]) => name)]);
  }
  for (const [, spec] of code.matchAll(/import\s*["']([^"']+)["']/g)) {
    const imported = resolve(spec!);
    if (imported) other.add(imported);
  }
  for (const imported of other) named.delete(imported);
  return named;
}

/** `import { A, B as C } from 'pkg'`: pkg → [A, B], for bare package names only. */
export function namedPackageImports(code: string): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const [, list, pkg] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']((?:@[^/"']+\/)?[^./"'][^/"']*)["']/g))
    named.set(pkg!, [...(named.get(pkg!) ?? []), ...pairs(list!).map(([name]) => name)]);
  return named;
}

/**
 * The modules a first load of `root` runs: it and everything it imports statically (dynamic imports
 * load later, so they are not followed). An app module's `import { Button } from 'antd'` follows
 * only Button through the package's index and its re-exports, as the bundle's tree-shaking does:
 * followed whole, antd's index reaches every component it has. A name that cannot be traced is
 * followed whole, so the answer errs on the side of more.
 */
export function staticallyReached(graph: ModuleGraph, root: string): Set<string> {
  const reached = new Set<string>();
  const parsed = new Map<string, Passing>();
  const passingOf = (id: string, code: string) => {
    let known = parsed.get(id);
    if (!known) parsed.set(id, (known = passing(code)));
    return known;
  };

  const whole = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) return;
    const named = namedImports(id, info.code ?? '', info.importedIds);
    for (const imported of info.importedIds) {
      const names = named.get(imported);
      if (names) for (const name of names) exportOf(imported, name);
      else whole(imported);
    }
  };

  // Follows `name` as `entry` exports it, through re-exports to the module that defines it.
  const tried = new Set<string>();
  const exportOf = (entry: string, name: string) => {
    const key = `${entry}\0${name}`;
    if (tried.has(key)) return;
    tried.add(key);
    if (name === ALL) return whole(entry);
    const info = graph.getModuleInfo(entry);
    if (!info) return;
    const { reexports, imports, exported, stars, code } = passingOf(entry, info.code ?? '');
    const target = (spec: string) => {
      const file = path.posix.join(path.posix.dirname(entry), spec);
      return info.importedIds.find(
        (id) =>
          id === file || id === `${file}.js` || id === `${file}/index.js` || id.includes(`/node_modules/${spec}/`),
      );
    };
    const local = exported.get(name) ?? name;
    const via = reexports.get(name) ?? imports.get(local);
    const next = via && target(via.spec);
    if (via && next) {
      reached.add(entry);
      return exportOf(next, via.name);
    }
    // Not passed on by name: defined here, unless only an `export *` can bring it.
    const withoutStars = code.replace(/export\s*\*\s*from\s*["'][^"']+["']/g, '');
    const mentioned = new RegExp(`(^|[^\\w$])${escape(local)}($|[^\\w$])`).test(withoutStars);
    const starTargets = stars.map(target).filter((id) => id !== undefined);
    if (!mentioned && starTargets.length) for (const star of starTargets) exportOf(star, name);
    else whole(entry);
  };

  whole(root);
  return reached;
}
