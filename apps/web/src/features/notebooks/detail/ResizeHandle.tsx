import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { clampWidth, KEY_STEP, KEY_STEP_LARGE, panelBounds, type Panel } from '../model/panel-widths.ts';
import styles from './detail.module.css';

type Props = {
  panel: Panel;
  width: number;
  /** Which way dragging right moves: the left panel grows, the chat (on the right) shrinks. */
  direction: 1 | -1;
  label: string;
  /** While dragging: the width to show now (not yet remembered). */
  onPreview: (width: number | null) => void;
  /** The width the reader settled on: remembered. */
  onCommit: (width: number) => void;
};

/**
 * The line between two panels, moved with the mouse, a finger or the keyboard (WAI-ARIA window
 * splitter: arrow keys step, Shift+arrow steps further, Home and End go to the bounds, Enter or a
 * double click go back to the default). A drag shows as it goes and is remembered when let go.
 */
export function ResizeHandle({ panel, width, direction, label, onPreview, onCommit }: Props) {
  const bounds = panelBounds[panel];
  const drag = useRef<{ x: number; width: number; last: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  const start = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, width, last: width };
    setDragging(true);
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from) return;
    from.last = clampWidth(panel, from.width + (event.clientX - from.x) * direction);
    onPreview(from.last);
  };
  const end = () => {
    const from = drag.current;
    if (!from) return;
    drag.current = null;
    setDragging(false);
    onPreview(null);
    if (from.last !== from.width) onCommit(from.last);
  };

  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const next: Record<string, number> = {
      ArrowRight: width + step * direction,
      ArrowLeft: width - step * direction,
      Home: bounds.min,
      End: bounds.max,
      Enter: bounds.initial,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    onCommit(clampWidth(panel, next[event.key]!));
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={bounds.min}
      aria-valuemax={bounds.max}
      tabIndex={0}
      className={styles.handle}
      data-dragging={dragging || undefined}
      data-testid={`resize-${panel}`}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onLostPointerCapture={end}
      onKeyDown={keys}
      onDoubleClick={() => onCommit(bounds.initial)}
    />
  );
}
