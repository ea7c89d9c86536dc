import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useLastRoute } from '@/shared/stores/last-route.ts';
import { routeTable } from '../routes/route-table.ts';

// Route ids are their paths; only real pages are worth returning to, never an unknown path
// that is about to be redirected to /error.
const PAGE_IDS = new Set(routeTable.map((route) => route.path));

/** Every page visit is remembered so that `/` can return to it later. */
export function useRememberRoute(): void {
  const { pathname, search } = useLocation();
  const leafId = useMatches().at(-1)?.id;
  const remember = useLastRoute((state) => state.remember);
  useEffect(() => {
    if (leafId && PAGE_IDS.has(leafId)) remember(`${pathname}${search}`);
  }, [leafId, pathname, search, remember]);
}
