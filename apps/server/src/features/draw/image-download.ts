import type { ImageDownload } from '../../ai/image/fetch-image.ts';
import { ImageModelError } from '../../ai/image/types.ts';
import { hostPortOf } from '../../platform/fetch/allow-list.ts';
import { PASSING_FETCH_ERRORS } from '../../platform/fetch/fetch-errors.ts';
import { safeFetch } from '../../platform/fetch/safe-fetch.ts';
import { AppError } from '../../platform/http/errors.ts';

const MAX_REDIRECTS = 3;

/**
 * How drawing fetches the pictures an image service points at: through the platform's safe
 * fetcher, so a result URL into our own network is refused at connect time. The service's own
 * host:port is allowed for its downloads (a Midjourney proxy on the local network serves its
 * own images); other private hosts only when the operator lists them in FETCH_ALLOW_HOSTS.
 */
export function imageDownload(allowHosts: readonly string[]): ImageDownload {
  return async (address, { maxBytes, timeoutMs, signal, trustedOrigin }) => {
    const allow = new Set(allowHosts);
    if (trustedOrigin) allow.add(hostPortOf(new URL(trustedOrigin)));
    const page = await safeFetch(address, {
      maxBytes,
      timeoutMs,
      signal,
      maxRedirects: MAX_REDIRECTS,
      allowHosts: allow,
      accept: 'image/*',
    }).catch((error: unknown) => {
      throw asImageError(error, maxBytes);
    });
    if (page.status < 200 || page.status >= 300)
      throw new ImageModelError(`image download answered ${page.status}`, { final: page.status < 500 });
    return page.body;
  };
}

/** Passing trouble (a timeout, a host not answering) is worth the job's retry; a refusal is not. */
function asImageError(error: unknown, maxBytes: number): unknown {
  if (!(error instanceof AppError)) return error; // the job's own abort: passed on as it came
  if (error.key === 'fetch.tooLarge')
    return new ImageModelError(`image larger than ${maxBytes} bytes`, { final: true });
  if (PASSING_FETCH_ERRORS.has(error.key))
    return new ImageModelError(`image download failed: ${error.key}`, { final: false });
  return new ImageModelError(`image download refused: ${error.key}`, { final: true });
}
