import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadLimits } from '../../ai/image/fetch-image.ts';
import { ImageModelError } from '../../ai/image/types.ts';
import { startTestPages } from '../../platform/fetch/test-pages.ts';
import { imageDownload } from './image-download.ts';

// The image service (a Midjourney proxy on the local network) and another loopback server it
// must not be able to point us at.
let service: Awaited<ReturnType<typeof startTestPages>>;
let inside: Awaited<ReturnType<typeof startTestPages>>;
beforeAll(async () => {
  [service, inside] = await Promise.all([startTestPages(), startTestPages()]);
});
afterAll(() => Promise.all([service.close(), inside.close()]));

const limits = (extra: Partial<DownloadLimits> = {}): DownloadLimits => ({
  maxBytes: 1024 * 1024,
  timeoutMs: 2000,
  signal: new AbortController().signal,
  trustedOrigin: service.url(''),
  ...extra,
});
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the download to fail');
    },
    (error: unknown) => error as ImageModelError,
  );

describe("drawing's image download", () => {
  it("fetches from the image service's own address on loopback", async () => {
    expect(await imageDownload([])(service.url('/bytes/10'), limits())).toHaveLength(10);
  });

  it.each([
    ['another loopback server', () => inside.url('/page')],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a redirect from the service into our network', () => service.url(`/to?url=${inside.url('/page')}`)],
    ['a file', () => 'file:///etc/passwd'],
  ])('refuses %s for good (no retry)', async (_, address) => {
    inside.requests.length = 0;
    const error = await failureOf(imageDownload([])(address(), limits()));
    expect(error).toBeInstanceOf(ImageModelError);
    expect(error.message).toMatch(/^image download refused: fetch\.(privateAddress|invalidAddress)$/);
    expect(error.options.final).toBe(true);
    expect(inside.requests).toEqual([]);
  });

  it('reaches a host the operator lists in FETCH_ALLOW_HOSTS', async () => {
    const body = await imageDownload([inside.hostPort])(inside.url('/page'), limits());
    expect(body.toString()).toBe('hello');
  });

  it('refuses a picture larger than the limit', async () => {
    const error = await failureOf(imageDownload([])(service.url('/bytes/101'), limits({ maxBytes: 100 })));
    expect(error.message).toMatch(/larger than 100 bytes/);
    expect(error.options.final).toBe(true);
  });

  it('treats a timeout as passing trouble, worth a retry', async () => {
    const error = await failureOf(imageDownload([])(service.url('/stall'), limits({ timeoutMs: 200 })));
    expect(error.message).toBe('image download failed: fetch.timeout');
    expect(error.options.final).toBe(false);
  });

  it('fails for good on a 4xx answer', async () => {
    const error = await failureOf(imageDownload([])(service.url('/missing'), limits()));
    expect(error.message).toBe('image download answered 404');
    expect(error.options.final).toBe(true);
  });

  it("stops with the job's own reason when the job is aborted", async () => {
    const abort = new AbortController();
    const running = failureOf(imageDownload([])(service.url('/stall'), limits({ signal: abort.signal })));
    setTimeout(() => abort.abort(new Error('shutting down')), 50);
    expect(await running).toMatchObject({ message: 'shutting down' });
  });
});
