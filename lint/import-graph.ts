import fs from 'node:fs';
import path from 'node:path';

/**
 * Every import between our own TypeScript files, `import type` included: import-x/no-cycle
 * skips type-only imports, and a circle of types still ties two modules together for a reader.
 * Specifiers are read with a pattern rather than a parser, which is enough for our import style.
 */
const root = path.resolve(import.meta.dirname, '..');
export const sourceRoots = ['packages/contract/src', 'apps/server/src', 'apps/web/src', 'e2e', 'bench/src'];
const specifier =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function resolve(from: string, spec: string): string | null {
  let target: string;
  if (spec.startsWith('.')) target = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@/')) target = path.join(root, 'apps/web/src', spec.slice(2));
  else if (spec.startsWith('@inkstone/contract/')) target = path.join(root, 'packages/contract/src', spec.slice(19));
  else return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** File → the files it imports, paths relative to the repository root. */
export function importGraph(roots: readonly string[] = sourceRoots): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const dir of roots) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const text = fs.readFileSync(file, 'utf8');
      const targets = [...text.matchAll(specifier)]
        .map((match) => resolve(file, match[1] ?? match[2]!))
        .filter((target): target is string => target !== null);
      graph.set(path.relative(root, file), [...new Set(targets.map((target) => path.relative(root, target)))]);
    }
  }
  return graph;
}

/** The strongly connected groups of more than one file (Tarjan), each a circle of imports. */
export function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}
