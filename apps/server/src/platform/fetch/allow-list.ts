/**
 * The operator's FETCH_ALLOW_HOSTS: `host:port` entries the fetcher reaches whatever address
 * they resolve to (an intranet wiki, a test page on loopback). Entries and URLs are compared
 * in the form the WHATWG URL parser gives them, lower-case names, dotted IPv4, bracketed IPv6,
 * with the port always written, so `http://2130706433:8080/` meets an entry `127.0.0.1:8080`
 * and `http://wiki.corp/` meets `wiki.corp:80`, and nothing else meets either.
 */
export type AllowList = ReadonlySet<string>;

export const EMPTY_ALLOW_LIST: AllowList = new Set();

/** The `host:port` of a URL, the default port of its scheme made explicit. */
export function hostPortOf(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname}:${port}`;
}

/** One entry in its compared form, or null when it is not a plain `host:port`. */
export function parseAllowEntry(entry: string): string | null {
  const match = /^([^/?#@\s]+):(\d{1,5})$/.exec(entry.trim());
  if (!match) return null;
  const port = Number(match[2]);
  if (port < 1 || port > 65535) return null;
  try {
    return `${new URL(`http://${match[1]}/`).hostname}:${port}`;
  } catch {
    return null;
  }
}

export function isAllowed(allow: AllowList, url: URL): boolean {
  return allow.has(hostPortOf(url));
}
