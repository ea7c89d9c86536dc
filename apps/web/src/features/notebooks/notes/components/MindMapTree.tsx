import type { MindMap, MindMapNode } from '@inkstone/contract/notebook-notes';
import { Alert } from 'antd';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNoteTexts } from '../model/texts.ts';
import { visibleRows, type TreeRow } from '../model/mind-map.ts';
import styles from './notes.module.css';

/**
 * A mind map as an interactive tree (WAI-ARIA tree view): a click or Enter opens or closes a
 * node; Up/Down move along the visible nodes, Right opens a node or steps into it, Left closes
 * it or steps out to its parent, Home/End jump to the first and last. One node holds the tab
 * stop. The root and its first branches start open.
 */
export function MindMapTree({ map }: { map: MindMap }) {
  const { t, contract } = useNoteTexts();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(['0']));
  const [focused, setFocused] = useState('0');
  const items = useRef(new Map<string, HTMLLIElement>());
  const rows = useMemo(() => visibleRows(map, expanded), [map, expanded]);

  const toggle = (id: string, open?: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  const moveTo = (row: TreeRow | undefined) => {
    if (!row) return;
    setFocused(row.id);
    items.current.get(row.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, row: TreeRow) => {
    event.stopPropagation();
    const at = rows.findIndex((entry) => entry.id === row.id);
    const open = expanded.has(row.id);
    switch (event.key) {
      case 'ArrowDown':
        moveTo(rows[at + 1]);
        break;
      case 'ArrowUp':
        moveTo(rows[at - 1]);
        break;
      case 'ArrowRight':
        if (row.hasChildren && !open) toggle(row.id, true);
        else if (row.hasChildren) moveTo(rows[at + 1]);
        break;
      case 'ArrowLeft':
        if (row.hasChildren && open) toggle(row.id, false);
        else moveTo(rows.find((entry) => entry.id === row.parent));
        break;
      case 'Home':
        moveTo(rows[0]);
        break;
      case 'End':
        moveTo(rows.at(-1));
        break;
      case 'Enter':
      case ' ':
        if (row.hasChildren) toggle(row.id);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const renderNode = (node: MindMapNode, id: string, depth: number, parent: string | null) => {
    const row: TreeRow = { id, title: node.title, depth, parent, hasChildren: node.children.length > 0 };
    const open = expanded.has(id);
    return (
      <li
        key={id}
        ref={(element) => {
          if (element) items.current.set(id, element);
          else items.current.delete(id);
        }}
        role="treeitem"
        aria-level={depth + 1}
        aria-expanded={row.hasChildren ? open : undefined}
        aria-label={node.title}
        tabIndex={focused === id ? 0 : -1}
        className={depth === 0 ? `${styles.treeItem} ${styles.treeRoot}` : styles.treeItem}
        onKeyDown={(event) => onKeyDown(event, row)}
        onFocus={(event) => {
          if (event.target === event.currentTarget) setFocused(id);
        }}
      >
        <div
          className={styles.treeRow}
          onClick={() => {
            setFocused(id);
            if (row.hasChildren) toggle(id);
          }}
        >
          <span className={styles.twisty} aria-hidden>
            {row.hasChildren ? (open ? '▾' : '▸') : '•'}
          </span>
          <span>{node.title}</span>
        </div>
        {row.hasChildren && open && (
          <ul role="group">
            {node.children.map((child, index) => renderNode(child, `${id}.${index}`, depth + 1, id))}
          </ul>
        )}
      </li>
    );
  };

  return (
    <div>
      {map.notice && (
        <Alert type="info" showIcon title={contract(map.notice)} style={{ marginBottom: 8 }} role="note" />
      )}
      <ul role="tree" aria-label={t('notes.mindMapLabel', { title: map.title })} className={styles.tree}>
        {renderNode({ title: map.title, children: map.children }, '0', 0, null)}
      </ul>
    </div>
  );
}
