import { Navigate, useLocation } from 'react-router';
import { useLastRoute } from '@/shared/stores/last-route.ts';
import { HOME_FALLBACK } from './route-table.ts';

/** `/` goes to the last visited route, or to /notebook on a first visit (SPEC §2). */
export function HomeRedirect() {
  const last = useLastRoute((state) => state.path);
  const { search } = useLocation();
  const target = last ?? HOME_FALLBACK;
  // Keep `?invite=` and friends when the remembered route has no query of its own.
  const to = search && !target.includes('?') ? `${target}${search}` : target;
  return <Navigate to={to} replace />;
}
