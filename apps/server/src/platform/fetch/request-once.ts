import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { guardedLookup, type Resolver } from './guarded-lookup.ts';
import type { Target } from './target.ts';

/** Headers every fetch sends; what a page is asked for is the caller's `accept`. */
const USER_AGENT = 'Inkstone (+fetch)';
const ACCEPTED_ENCODINGS = 'gzip, deflate, br';

/**
 * One GET on a fresh connection (no pooled socket: each one is dialled through the guarded
 * lookup). Credentials written in the URL are not sent. Answers once the head arrives; the
 * body is left to the caller, who must read or destroy it.
 */
export function requestOnce(
  target: Target,
  options: { signal: AbortSignal; resolve: Resolver; accept: string },
): Promise<IncomingMessage> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        method: 'GET',
        host: target.host,
        port: target.port,
        path: `${target.url.pathname}${target.url.search}`,
        agent: false,
        signal: options.signal,
        lookup: guardedLookup(options.resolve, !target.allowed),
        headers: { accept: options.accept, 'accept-encoding': ACCEPTED_ENCODINGS, 'user-agent': USER_AGENT },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}
