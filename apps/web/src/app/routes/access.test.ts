import { describe, expect, it } from 'vitest';
import type { RouteRegion } from '@/shared/region/region.ts';
import { routeAccess, type RouteAccess, type RouteRules } from './access.ts';

// A test table: SPEC marks no route region-only yet, so the guard is proven on made-up routes.
const table: Record<string, RouteRules> = {
  open: {},
  login: { login: true },
  chinaOnly: { region: 'cn' },
  globalOnly: { region: 'global' },
  chinaLogin: { region: 'cn', login: true },
};

const cases: [keyof typeof table, boolean, RouteRegion | null, RouteAccess][] = [
  ['open', false, null, 'allow'],
  ['open', true, 'cn', 'allow'],
  ['login', false, 'global', 'login'],
  ['login', true, null, 'allow'],
  ['chinaOnly', false, 'cn', 'allow'],
  ['chinaOnly', false, 'global', 'wrong-region'],
  ['chinaOnly', true, null, 'region-pending'],
  ['globalOnly', true, 'global', 'allow'],
  ['globalOnly', true, 'cn', 'wrong-region'],
  ['chinaLogin', false, 'cn', 'login'],
  ['chinaLogin', false, 'global', 'wrong-region'],
  ['chinaLogin', true, 'cn', 'allow'],
];

describe('route guard', () => {
  it.each(cases)('%s route, logged in %s, region %s → %s', (route, loggedIn, region, expected) => {
    expect(routeAccess(table[route] ?? {}, { loggedIn, region })).toBe(expected);
  });
});
