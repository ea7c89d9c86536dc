import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy.ts';
import type { AppError } from '../http/errors.ts';
import { fetchErrors } from './fetch-errors.ts';

/**
 * How a refusal travels out of the socket: `lookup` must fail with an errno-shaped error, and
 * the socket hands that same object to the request's 'error' event, where safeFetch unwraps it.
 */
export class LookupRefusal extends Error {
  constructor(readonly refusal: AppError) {
    super(refusal.key);
    this.name = 'LookupRefusal';
  }
}

/** Turns a host name into addresses. The system resolver in production; tests pass a table. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, order: 'verbatim' });

/**
 * The `lookup` the socket itself calls when it connects, so the address judged is the address
 * dialled: no second resolution for a rebinding DNS server to answer differently. A name with
 * any non-public address is refused outright, since the socket may try each of them in turn
 * (happy eyeballs). `checked: false` is for allow-listed hosts, which may resolve anywhere.
 */
export function guardedLookup(resolve: Resolver, checked: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        if (checked && !found.every((entry) => isPublicAddress(entry.address)))
          return callback(new LookupRefusal(fetchErrors.privateAddress()), '', 0);
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = family ? found.filter((entry) => entry.family === family) : found;
        const first = usable[0];
        if (!first) return callback(new LookupRefusal(fetchErrors.unreachable()), '', 0);
        if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      () => callback(new LookupRefusal(fetchErrors.unreachable()), '', 0),
    );
  };
}
