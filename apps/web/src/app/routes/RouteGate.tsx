import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { ensureRegion } from '@/shared/region/get-region.ts';
import { regionOf } from '@/shared/region/region.ts';
import { useRegionStore } from '@/shared/region/region-store.ts';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { routeAccess, type RouteRules } from './access.ts';
import { LoginWall } from './LoginWall.tsx';
import { ERROR_PATH } from './route-table.ts';

/** Applies a route's login and region rules before its page (and its chunk) is loaded. */
export function RouteGate({ rules, children }: { rules: RouteRules; children: ReactNode }) {
  const loggedIn = useAuth((state) => Boolean(state.token));
  const region = useRegionStore((state) => state.region);
  const openLogin = useDialogs((state) => state.openLogin);
  const access = routeAccess(rules, { loggedIn, region: region ? regionOf(region) : null });

  useEffect(() => {
    if (access === 'login') openLogin();
    if (access === 'region-pending') ensureRegion().catch(() => undefined);
  }, [access, openLogin]);

  if (access === 'wrong-region') return <Navigate to={ERROR_PATH} replace />;
  if (access === 'region-pending') return <PageSpinner />;
  if (access === 'login') return <LoginWall />;
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

export function PageSpinner() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }} aria-busy>
      <Spinner />
    </div>
  );
}
