import type { ImageDownload } from '../fetch-image.ts';
import { ImageModelError } from '../types.ts';

/**
 * The download ai/'s own tests hand the adapters, which talk to fakes on loopback. The real one
 * (features/draw/image-download.ts, over platform/fetch) is out of ai/'s reach and has its own
 * tests; this one keeps the size limit so a test sees the adapter's `maxImageBytes` arrive.
 */
export const plainDownload: ImageDownload = async (address, limits) => {
  const signal = AbortSignal.any([limits.signal, AbortSignal.timeout(limits.timeoutMs)]);
  const response = await fetch(address, { signal });
  if (!response.ok)
    throw new ImageModelError(`image download answered ${response.status}`, { final: response.status < 500 });
  const body = Buffer.from(await response.arrayBuffer());
  if (body.byteLength > limits.maxBytes)
    throw new ImageModelError(`image larger than ${limits.maxBytes} bytes`, { final: true });
  return body;
};
