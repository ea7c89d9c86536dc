import { EARLY_CLIENT, EARLY_REQUESTS, type EarlyRequest } from '../apps/web/src/app/routes/early-requests.ts';
import { EARLY_GLOBAL, type EarlyAnswer } from '../apps/web/src/shared/api/early.ts';

/**
 * Sends the current page's early call (app/routes/early-requests.ts) for a signed-in reader, as
 * the app's client would send it, and leaves the answer where the client looks first. Runs in the
 * browser as text in the route preloader's file, after the first frame's settings (so it reads the
 * same stored language): no imports, nothing from around it. Its answer is kept ten seconds, long
 * enough for the app to start on a slow phone, never to be taken for a later call's.
 */
export function earlyRequestsBoot(
  requests: Record<string, EarlyRequest>,
  client: typeof EARLY_CLIENT,
  globalName: string,
): void {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const request = requests[path];
  if (!request || location.search) return;
  let token: unknown;
  try {
    token = (JSON.parse(localStorage.getItem(client.authKey) ?? '{}') as { state?: { token?: unknown } }).state?.token;
  } catch {
    return; // Unreadable storage: the app signs in (or not) on its own.
  }
  if (typeof token !== 'string' || !token) return;
  // The language the first frame's settings put on <html> (scripts/first-frame-boot.ts).
  const headers: Record<string, string> = { ...client.fixed, [client.language]: document.documentElement.lang || 'en' };
  headers[client.authorization] = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = fetch(request.url, { method: request.method, headers, body: request.body });
  // A failed early call is only a lost head start: the client then sends the call itself.
  response.catch(() => undefined);
  const answers: EarlyAnswer[] = [{ ...request, headers, response }];
  (window as unknown as Record<string, unknown>)[globalName] = answers;
  setTimeout(() => answers.splice(0), 10_000);
}

/** The boot script as the text the route preloader's file carries (vite.config.ts, routePreload). */
export function earlyRequestsBootSource(): string {
  const args = [EARLY_REQUESTS, EARLY_CLIENT, EARLY_GLOBAL].map((arg) => JSON.stringify(arg)).join(', ');
  return `(${earlyRequestsBoot.toString()})(${args});\n`;
}
