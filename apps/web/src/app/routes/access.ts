import type { RouteRegion } from '@/shared/region/region.ts';

/** What a route asks of its visitor (SPEC §2, §6). */
export type RouteRules = { login?: boolean; region?: RouteRegion };

export type RouteAccess = 'allow' | 'login' | 'region-pending' | 'wrong-region';

/**
 * Region comes first: a visitor of the other region goes to /error whether or not they are
 * signed in. A region-only route waits for the (cached) lookup rather than guessing.
 */
export function routeAccess(
  rules: RouteRules,
  visitor: { loggedIn: boolean; region: RouteRegion | null },
): RouteAccess {
  if (rules.region) {
    if (!visitor.region) return 'region-pending';
    if (visitor.region !== rules.region) return 'wrong-region';
  }
  if (rules.login && !visitor.loggedIn) return 'login';
  return 'allow';
}
