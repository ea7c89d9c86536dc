import { API_BASE } from '@inkstone/contract/envelope';

/** Whether a request's URL (or a route's) is the API's, not the web app's: /api itself or under /api/. */
export const isApiPath = (url: string): boolean => url === API_BASE || url.startsWith(`${API_BASE}/`);
