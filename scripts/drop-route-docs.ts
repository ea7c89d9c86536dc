import type { Plugin } from 'vite';

/**
 * The contract's words about its calls — a route's `summary` and `description`, a schema's
 * `.describe('…')` — are for the server's API reference (OpenAPI). The browser never reads them,
 * yet every first load carried those of the shell's calls. The web build drops them from the
 * contract's modules: only string documentation goes, so a schema field that happens to be named
 * `description` (a bot's, say: `description: longText(…)`) is untouched.
 */
export function dropRouteDocs(): Plugin {
  return {
    name: 'inkstone:drop-route-docs',
    apply: 'build',
    // After TypeScript is stripped: the code parsed here is JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id) || !/summary|description|describe/.test(code)) return null;
      const cuts = docRanges(this.parse(code) as unknown as Node, code);
      if (cuts.length === 0) return null;
      let out = code;
      for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
      return { code: out, map: null };
    },
  };
}

const CONTRACT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;
const DOC_KEYS = new Set(['summary', 'description']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A string written out: a literal, a template without expressions' side effects, or a join of those and constants. */
function isText(node: Node): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral' || node.type === 'Identifier') return true;
  if (node.type === 'BinaryExpression' && node.operator === '+')
    return isText(node.left as Node) && isText(node.right as Node);
  return false;
}

/** The [start, end) ranges to cut: docs in `defineRoute({…})`, and `.describe('…')` calls. */
export function docRanges(program: Node, code: string): Array<[number, number]> {
  const cuts: Array<[number, number]> = [];
  const visit = (node: Node) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const args = node.arguments as Node[];
      if (callee.type === 'Identifier' && callee.name === 'defineRoute' && args[0]?.type === 'ObjectExpression')
        for (const property of args[0].properties as Node[]) {
          const key = property.key as Node | undefined;
          if (property.type !== 'Property' || property.computed || key?.type !== 'Identifier') continue;
          if (!DOC_KEYS.has(key.name as string) || !isText(property.value as Node)) continue;
          // The property and the comma after it, if any (a trailing comma left behind is still valid).
          const comma = /^\s*,/.exec(code.slice(property.end));
          cuts.push([property.start, property.end + (comma ? comma[0].length : 0)]);
        }
      const property = callee.type === 'MemberExpression' ? (callee.property as Node) : null;
      if (property?.type === 'Identifier' && property.name === 'describe' && args.length === 1 && isText(args[0]!))
        cuts.push([(callee.object as Node).end, node.end]);
    }
    for (const value of Object.values(node))
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
  };
  visit(program);
  return cuts;
}
