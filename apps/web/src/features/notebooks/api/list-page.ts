import type { Scope } from './keys.ts';

/** A page holds this many cards: three rows of a wide screen's grid. */
const PAGE_SIZE = 24;

/**
 * The body of a notebook list page's call. One builder for the list query and for the early
 * request the home page's first load sends before the app's code runs (app/routes/early-requests.ts),
 * so the two are the same bytes and the app can take the early answer as its own.
 */
export const listPageBody = (scope: Scope, current: number) => ({ scope, current, size: PAGE_SIZE });
