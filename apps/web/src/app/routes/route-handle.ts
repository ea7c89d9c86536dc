/**
 * What a route tells the layout about itself (react-router's `handle`). Its own module so the
 * layout can read it without importing the router, which imports the layout.
 */
export type RouteHandle = { keepAlive: boolean };

export const isKeptAlive = (handle: unknown): boolean => Boolean((handle as RouteHandle | undefined)?.keepAlive);
