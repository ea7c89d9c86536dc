import { mindMapSchema, type MindMap, type MindMapNode } from '@inkstone/contract/notebook-notes';

/**
 * A mind map note holds its tree as JSON (the web draws it). These read one back, from the
 * note or from a model's answer that may wrap it in prose or a code fence.
 */
export function readMindMap(text: string): MindMap | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end <= start) return null;
  try {
    const parsed = mindMapSchema.safeParse(JSON.parse(text.slice(start, end + 1)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The tree as an indented Markdown list, for a mind map turned into a source. */
export function mindMapOutline(map: MindMap): string {
  const lines = [`# ${map.title}`];
  const walk = (nodes: MindMapNode[], depth: number) => {
    for (const node of nodes) {
      lines.push(`${'  '.repeat(depth)}- ${node.title}`);
      walk(node.children, depth + 1);
    }
  };
  walk(map.children, 0);
  return lines.join('\n');
}
