import { Activity, useState, type ReactNode } from 'react';
import { useMatches, useOutlet } from 'react-router';
import { isKeptAlive } from '../routes/route-handle.ts';

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
  const [kept, setKept] = useState<ReadonlyMap<string, ReactNode>>(() => new Map());
  // State adjusted during render (React's pattern for information from earlier renders): the
  // active page is kept from its first paint, always with its latest element. useOutlet's
  // element is memoised, so the re-render this asks for settles at once.
  if (activeKey && kept.get(activeKey) !== outlet) setKept(new Map(kept).set(activeKey, outlet));

  return (
    <>
      {[...kept].map(([key, element]) => (
        <Activity key={key} mode={key === activeKey ? 'visible' : 'hidden'}>
          <div data-kept-alive={key}>{element}</div>
        </Activity>
      ))}
      {activeKey ? null : outlet}
    </>
  );
}
