import { mindMapSchema, type MindMap, type MindMapNode } from '@inkstone/contract/notebook-notes';

/**
 * A mind map note keeps its tree as the JSON of the contract's `mindMapSchema` (the server
 * writes it, apps/server/src/features/notebooks/mind-map.ts). Anything else reads as null.
 */
export function readMindMap(content: string): MindMap | null {
  try {
    const parsed = mindMapSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One node as the tree shows it: its path from the root ("0", "0.2", "0.2.1") names it. */
export type TreeRow = { id: string; title: string; depth: number; parent: string | null; hasChildren: boolean };

/** The rows a reader sees: a node's children only while it is expanded. */
export function visibleRows(map: MindMap, expanded: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (node: MindMapNode, id: string, depth: number, parent: string | null) => {
    rows.push({ id, title: node.title, depth, parent, hasChildren: node.children.length > 0 });
    if (expanded.has(id)) node.children.forEach((child, index) => walk(child, `${id}.${index}`, depth + 1, id));
  };
  walk({ title: map.title, children: map.children }, '0', 0, null);
  return rows;
}

/** The plain words of a tree, for a card's excerpt. */
export function mindMapWords(map: MindMap): string {
  const words: string[] = [];
  const walk = (nodes: MindMapNode[]) =>
    nodes.forEach((node) => {
      words.push(node.title);
      walk(node.children);
    });
  walk(map.children);
  return words.join(' · ');
}

/** A tree as an indented Markdown list, for quoting it as context in a question. */
export function mindMapOutline(map: MindMap): string {
  const lines = [map.title];
  const walk = (nodes: MindMapNode[], depth: number) =>
    nodes.forEach((node) => {
      lines.push(`${'  '.repeat(depth)}- ${node.title}`);
      walk(node.children, depth + 1);
    });
  walk(map.children, 0);
  return lines.join('\n');
}
