import { isIP } from 'node:net';
import { isPublicAddress } from './address-policy.ts';
import { isAllowed, type AllowList } from './allow-list.ts';
import { fetchErrors } from './fetch-errors.ts';

/** A URL the fetcher may dial, with what the connection needs to know about it. */
export type Target = {
  url: URL;
  /** The host as the socket takes it: IPv6 without its brackets. */
  host: string;
  port: number;
  /** Allow-listed: any address, no check at connect time. */
  allowed: boolean;
};

/**
 * Reads an address (the first one, or a redirect's Location against the page it came from)
 * and judges what can be judged before connecting. http(s) only. An IP literal is checked
 * here because the socket never calls `lookup` for one; a name is checked when the socket
 * resolves it (guarded-lookup.ts).
 */
export function targetOf(address: string | URL, allow: AllowList, base?: URL): Target {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    throw fetchErrors.invalidAddress();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) throw fetchErrors.invalidAddress();
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const allowed = isAllowed(allow, url);
  if (!allowed && isIP(host) && !isPublicAddress(host)) throw fetchErrors.privateAddress();
  return { url, host, port, allowed };
}
