import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './grid.ts';
import { ImageModelError } from './types.ts';

/**
 * Downloads a picture an image service points at, within limits of size, time and
 * redirects. Addresses that resolve to private, loopback or link-local networks are refused
 * unless they share the configured service's own origin (a Midjourney proxy on the local
 * network serving its own images is normal; a result URL pointing into our network is not).
 * Answers PNG bytes, so what is stored is always a decodable picture.
 */
export type FetchImageOptions = {
  maxBytes: number;
  timeoutMs: number;
  signal: AbortSignal;
  trustedOrigin?: string;
  fetch?: typeof fetch;
};

const MAX_REDIRECTS = 3;

export async function fetchImage(address: string, options: FetchImageOptions): Promise<Buffer> {
  const signal = AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]);
  let url = new URL(address);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    await checkAddress(url, options.trustedOrigin);
    const response = await (options.fetch ?? fetch)(url, { redirect: 'manual', signal }).catch((error: unknown) => {
      if (options.signal.aborted) throw error;
      throw new ImageModelError(`image download failed: ${(error as Error).message}`, { final: false });
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      continue;
    }
    if (!response.ok || !response.body)
      throw new ImageModelError(`image download answered ${response.status}`, { final: response.status < 500 });
    return toPng(await readLimited(response.body, options.maxBytes));
  }
  throw new ImageModelError('image download: too many redirects', { final: true });
}

async function checkAddress(url: URL, trustedOrigin?: string) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ImageModelError(`image address is not http(s): ${url.protocol}`, { final: true });
  if (trustedOrigin && url.origin === new URL(trustedOrigin).origin) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  for (const address of addresses) {
    const parsed = ipaddr.process(address);
    if (parsed.range() !== 'unicast')
      throw new ImageModelError(`image address ${url.hostname} is not public`, { final: true });
  }
}

async function readLimited(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new ImageModelError(`image larger than ${maxBytes} bytes`, { final: true });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Decodes and re-encodes: anything that is not a picture fails here, not in a browser. */
export async function toPng(data: Buffer): Promise<Buffer> {
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).png().toBuffer();
  } catch {
    throw new ImageModelError('the image service answered something that is not a picture', { final: true });
  }
}
