/** The few hast shapes the citation pass touches. */
type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

const CITATION = /\[(\d{1,2})\]/g;
const SKIP = new Set(['code', 'pre', 'a', 'sup']);

function split(value: string): HastNode[] | null {
  const parts: HastNode[] = [];
  let last = 0;
  for (const match of value.matchAll(CITATION)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ type: 'text', value: value.slice(last, index) });
    parts.push({
      type: 'element',
      tagName: 'sup',
      properties: { dataCite: match[1] },
      children: [{ type: 'text', value: match[1] }],
    });
    last = index + match[0].length;
  }
  if (parts.length === 0) return null;
  if (last < value.length) parts.push({ type: 'text', value: value.slice(last) });
  return parts;
}

function walk(node: HastNode): void {
  if (!node.children || (node.type === 'element' && SKIP.has(node.tagName ?? ''))) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text' && child.value) return split(child.value) ?? [child];
    walk(child);
    return [child];
  });
}

/**
 * A rehype pass that turns the citation marks models write, `[1]`, into `<sup data-cite="1">`
 * (outside code and links), so they can point at the numbered sources below the answer.
 */
export function rehypeCitations() {
  return (tree: HastNode) => walk(tree);
}
