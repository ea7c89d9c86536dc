import type { RouteSpec } from '@inkstone/contract/routes/define';

/**
 * The entry with its `:name` path segments filled in (`getToB/:tableId`), each value encoded,
 * so a feature calls a path-parameter route through `call` without spelling the path itself.
 */
export function withParams<R extends RouteSpec>(route: R, params: Record<string, string>): R {
  return {
    ...route,
    path: route.path.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(params[name] ?? '')),
  };
}
