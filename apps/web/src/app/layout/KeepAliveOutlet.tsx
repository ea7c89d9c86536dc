import { Activity, useRef, type ReactNode } from 'react';
import { useMatches, useOutlet } from 'react-router';
import type { RouteHandle } from '../routes/router.tsx';

const isKeptAlive = (handle: unknown): boolean => Boolean((handle as RouteHandle | undefined)?.keepAlive);

/**
 * Renders the current page, and keeps kept-alive pages (SPEC §2: draw, write, bot chat)
 * mounted inside a hidden <Activity> after their first visit, so their state survives.
 * The stored outlet element carries its own route context, so a hidden page keeps the
 * params it was last shown with.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const activeKey = leaf && isKeptAlive(leaf.handle) ? leaf.id : null;
  const kept = useRef(new Map<string, ReactNode>());
  // Idempotent during render: the same key always stores the latest element.
  if (activeKey) kept.current.set(activeKey, outlet);

  return (
    <>
      {[...kept.current].map(([key, element]) => (
        <Activity key={key} mode={key === activeKey ? 'visible' : 'hidden'}>
          <div data-kept-alive={key}>{element}</div>
        </Activity>
      ))}
      {activeKey ? null : outlet}
    </>
  );
}
