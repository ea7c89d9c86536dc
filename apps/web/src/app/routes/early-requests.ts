import { API_BASE, API_VERSION, APP_CODE, Headers } from '@inkstone/contract/envelope';
import { notebookRoutes } from '@inkstone/contract/routes/notebooks';
// Relative, not '@/': the build's config (vite.config.ts) imports this file too.
import { listPageBody } from '../../features/notebooks/api/list-page.ts';
import { storageKey } from '../../shared/stores/storage.ts';

/** One API call, as the app's client sends it (shared/api/client.ts): its method, URL and JSON body. */
export type EarlyRequest = { method: 'GET' | 'POST'; url: string; body?: string };

/**
 * The call a page makes at its first render that a signed-in first load would otherwise send
 * only once the app's code has downloaded and run. The boot script (scripts/early-requests-boot.ts)
 * sends it from <head>, beside the app's code; the client takes its answer for the same call
 * (shared/api/early.ts). Only calls that read, keyed by the exact path of the page.
 */
export const EARLY_REQUESTS: Record<string, EarlyRequest> = {
  // The home page's list of the reader's own notebooks (no ?scope=shared).
  '/notebook': {
    method: 'POST',
    url: `${API_BASE}/${notebookRoutes.page.path}`,
    body: JSON.stringify(listPageBody('mine', 1)),
  },
};

/**
 * What the boot script needs to send a call as the client does: the headers it writes
 * (shared/api/headers.ts) and where the session store keeps the token (shared/stores/auth.ts).
 */
export const EARLY_CLIENT = {
  fixed: { [Headers.appCode]: APP_CODE, [Headers.apiVersion]: API_VERSION },
  language: Headers.acceptLanguage,
  authorization: Headers.authorization,
  authKey: storageKey('auth'),
};
