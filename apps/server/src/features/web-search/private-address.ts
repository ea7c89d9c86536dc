import { isIP } from 'node:net';
import { isPublicAddress } from '../../platform/fetch/address-policy.ts';

/** Names that only mean something inside a network: never sent to a search engine, never fetched. */
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.intranet', '.lan', '.corp', '.home.arpa'];

/** Whether a URL's host is a loopback, private or link-local address, or a name of the local network. */
export function isPrivateHost(url: URL): boolean {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (isIP(host)) return !isPublicAddress(host);
  if (host === 'localhost' || !host.includes('.')) return true;
  return LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

const WITH_SCHEME = /\bhttps?:\/\/[^\s<>"'`，。）)\]]+/gi;
// Bare hosts people paste without a scheme: localhost, a dotted IPv4 or a bracketed IPv6, maybe a port.
const BARE_HOST = /(?<![\w.:/-])(?:localhost|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])(?::\d{1,5})?(?![\w.-])/gi;
const NAMED_HOST = /(?<![\w./@-])[a-z0-9-]+(?:\.[a-z0-9-]+)*(?:\.localhost|\.local|\.internal|\.intranet|\.lan)\b/gi;

/**
 * The first address in a question that points into a private network, or null. A question
 * asked with web search is sent to a search provider: an intranet address in it would tell an
 * outside service about the operator's network, so such a search is refused. Judged by what is
 * written (IP literals, localhost, local-network names), not by DNS, so nothing is looked up.
 */
export function privateAddressIn(question: string): string | null {
  for (const match of question.matchAll(WITH_SCHEME)) {
    try {
      if (isPrivateHost(new URL(match[0]))) return match[0];
    } catch {
      // not a URL after all
    }
  }
  for (const pattern of [BARE_HOST, NAMED_HOST]) {
    for (const match of question.matchAll(pattern)) {
      try {
        if (isPrivateHost(new URL(`http://${match[0]}`))) return match[0];
      } catch {
        // 999.1.1.1 and the like: not an address
      }
    }
  }
  return null;
}
