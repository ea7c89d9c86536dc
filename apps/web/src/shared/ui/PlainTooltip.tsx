import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMediaQuery } from '../platform/media.ts';
import styles from './PlainTooltip.module.css';

type Props = { title: ReactNode; placement?: 'top' | 'right'; children: ReactElement };

/** antd's tooltip waits this long after the pointer arrives (mouseEnterDelay 0.1 s). */
const OPEN_DELAY_MS = 100;
/** The gap between the element and its hint, as antd's arrowless tooltip leaves. */
const GAP = 8;

/**
 * A hover hint for the app shell without antd's Tooltip, whose positioning engine (trigger, motion,
 * portal, resize observer) weighs ~30 kB gzip in every first load. It shows on pointer hover and
 * on keyboard focus (not after a click), to the right of or above its one child, in a layer of its
 * own (the sidebar clips what overflows it). Like `HoverTooltip`, touch screens get none: a tap
 * would leave it stuck, so the child's accessible name must say it all.
 */
export function PlainTooltip({ title, placement = 'top', children }: Props) {
  const canHover = useMediaQuery('(hover: hover)');
  const anchor = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [at, setAt] = useState<{ left: number; top: number } | null>(null);

  const show = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const target = anchor.current?.firstElementChild;
      if (!target) return;
      const box = target.getBoundingClientRect();
      setAt(
        placement === 'right'
          ? { left: box.right + GAP, top: box.top + box.height / 2 }
          : { left: box.left + box.width / 2, top: box.top - GAP },
      );
    }, delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setAt(null);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!at) return;
    const hideOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    window.addEventListener('keydown', hideOnEscape);
    // The element moves under a fixed hint when the page scrolls: the hint goes.
    window.addEventListener('scroll', hide, true);
    return () => {
      window.removeEventListener('keydown', hideOnEscape);
      window.removeEventListener('scroll', hide, true);
    };
  }, [at]);

  if (!canHover) return children;
  return (
    <span
      ref={anchor}
      className={styles.anchor}
      onMouseEnter={() => show(OPEN_DELAY_MS)}
      onMouseLeave={hide}
      onFocus={(event) => event.target.matches(':focus-visible') && show(0)}
      onBlur={hide}
      onClick={hide}
    >
      {children}
      {at &&
        createPortal(
          <div role="tooltip" className={`${styles.tooltip} ${styles[placement]}`} style={at}>
            {title}
          </div>,
          document.body,
        )}
    </span>
  );
}
