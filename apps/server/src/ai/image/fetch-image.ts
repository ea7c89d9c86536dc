import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './grid.ts';
import { ImageModelError } from './types.ts';

/** What a download may take, and the image service it talks to. */
export type DownloadLimits = {
  maxBytes: number;
  timeoutMs: number;
  signal: AbortSignal;
  /**
   * The configured image service's own address: its pictures may be fetched from it even on
   * the local network (a Midjourney proxy serving its own images is normal); a result URL
   * pointing anywhere else in our network is not.
   */
  trustedOrigin?: string;
};

/**
 * Downloads a picture an image service points at, throwing ImageModelError. Passed in rather
 * than imported: the SSRF-safe fetcher lives in platform/, which ai/ does not reach, so the
 * drawing feature hands the adapters one built on it (features/draw/image-download.ts).
 */
export type ImageDownload = (address: string, limits: DownloadLimits) => Promise<Buffer>;

/** Answers PNG bytes, so what is stored is always a decodable picture. */
export async function fetchImage(
  address: string,
  options: DownloadLimits & { download: ImageDownload },
): Promise<Buffer> {
  const { download, ...limits } = options;
  return toPng(await download(address, limits));
}

/** Decodes and re-encodes: anything that is not a picture fails here, not in a browser. */
export async function toPng(data: Buffer): Promise<Buffer> {
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).png().toBuffer();
  } catch {
    throw new ImageModelError('the image service answered something that is not a picture', { final: true });
  }
}
