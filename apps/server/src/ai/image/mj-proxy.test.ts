import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DRAW_PARAMS } from '@inkstone/contract/draw-params';
import { mjProxyImageModel, progressOf } from './mj-proxy.ts';
import { recordingContext } from './testing/context.ts';
import { startFakeMjProxy } from './testing/fake-mj-proxy.ts';
import { plainDownload } from './testing/plain-download.ts';
import { ImageModelError, type ImageModel, type ParentImage, type PromptSpec } from './types.ts';

let fake: Awaited<ReturnType<typeof startFakeMjProxy>>;
let model: ImageModel;
beforeAll(async () => {
  fake = await startFakeMjProxy({ secret: 's3cret' });
  model = mjProxyImageModel({
    baseUrl: fake.url,
    secret: 's3cret',
    pollMs: 10,
    timeoutMs: 400,
    maxImageBytes: 1024 * 1024,
    download: plainDownload,
  });
});
afterAll(() => fake.close());

const prompt: PromptSpec = {
  text: 'a fox',
  params: { ...DEFAULT_DRAW_PARAMS, ar: [16, 9] },
  written: 'a fox --ar 16:9',
  images: [],
};
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
    .png()
    .toBuffer();
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ImageModelError,
  );

describe('the Midjourney-proxy adapter', () => {
  it('submits, records the upstream id, polls progress and downloads the picture', async () => {
    const { context, progress, submitted } = recordingContext();
    const result = await model.imagine({ prompt, seed: 1 }, context);
    expect(submitted).toHaveLength(1);
    expect(result.state).toEqual({ upstreamId: submitted[0] });
    expect(progress).toEqual([33, 67]);
    expect([result.width, result.height]).toEqual([512, 512]);
    const submit = fake.requests.find((request) => request.path === '/mj/submit/imagine')!;
    expect(submit).toMatchObject({
      headers: { 'mj-api-secret': 's3cret' },
      body: { prompt: 'a fox --ar 16:9', base64Array: [] },
    });
  });

  it('sends blend pictures as data URLs with the dimensions', async () => {
    const { context } = recordingContext();
    await model.blend(
      {
        images: [
          { data: await png(), mime: 'image/png' },
          { data: await png(), mime: 'image/png' },
        ],
        dimensions: 'PORTRAIT',
        seed: 1,
      },
      context,
    );
    const body = fake.requests.filter((request) => request.path === '/mj/submit/blend').at(-1)!.body!;
    expect(body.dimensions).toBe('PORTRAIT');
    expect(body.base64Array).toHaveLength(2);
    expect(String((body.base64Array as string[])[0])).toMatch(/^data:image\/png;base64,iVBOR/);
  });

  it('resumes an already submitted task instead of submitting it again', async () => {
    const first = recordingContext();
    fake.next({ kind: 'success', inProgressPolls: 1 });
    await model.imagine({ prompt, seed: 1 }, first.context);
    const submits = fake.requests.filter((request) => request.path.startsWith('/mj/submit')).length;
    const again = recordingContext({ upstreamId: first.submitted[0] });
    const result = await model.imagine({ prompt, seed: 1 }, again.context);
    expect(fake.requests.filter((request) => request.path.startsWith('/mj/submit')).length).toBe(submits);
    expect(again.submitted).toEqual([]);
    expect(result.state).toEqual({ upstreamId: first.submitted[0] });
  });

  it('changes a parent through its upstream task id, and refuses a parent from another service', async () => {
    const { context } = recordingContext();
    const parent: ParentImage = { prompt, image: png, seed: 1, state: { upstreamId: '1234' }, provider: 'mj-proxy' };
    fake.tasks.set('1234', { id: '1234', action: 'IMAGINE', script: { kind: 'success' }, polls: 9 });
    await model.vary({ parent, index: 2, seed: 3 }, context);
    expect(fake.requests.filter((request) => request.path === '/mj/submit/change').at(-1)!.body).toEqual({
      taskId: '1234',
      action: 'VARIATION',
      index: 2,
    });
    await model.reroll({ parent, seed: 3 }, context);
    expect(fake.requests.filter((request) => request.path === '/mj/submit/change').at(-1)!.body).toEqual({
      taskId: '1234',
      action: 'REROLL',
    });
    const foreign = await failureOf(
      model.upscale({ parent: { ...parent, provider: 'offline', state: null }, index: 1 }, context),
    );
    expect(foreign).toMatchObject({ options: { final: true } });
  });

  it('ends final on FAILURE with its reason, and on a banned prompt with the description', async () => {
    fake.next({ kind: 'failure', reason: 'Job failed upstream' });
    const failed = await failureOf(model.imagine({ prompt, seed: 1 }, recordingContext().context));
    expect(failed).toBeInstanceOf(ImageModelError);
    expect(failed!.options).toEqual({ final: true, reason: 'Job failed upstream' });
    fake.next({ kind: 'refuse', code: 24, description: 'banned word: xyz' });
    expect((await failureOf(model.imagine({ prompt, seed: 1 }, recordingContext().context)))!.options).toEqual({
      final: true,
      reason: 'banned word: xyz',
    });
  });

  it('lets a full upstream queue, a 5xx or a wrong secret be told apart: retried, retried, final', async () => {
    fake.next({ kind: 'refuse', code: 23, description: 'queue full' });
    expect((await failureOf(model.imagine({ prompt, seed: 1 }, recordingContext().context)))!.options.final).toBe(
      false,
    );
    fake.next({ kind: 'http-error', status: 502 });
    expect((await failureOf(model.imagine({ prompt, seed: 1 }, recordingContext().context)))!.options.final).toBe(
      false,
    );
    const wrong = mjProxyImageModel({
      baseUrl: fake.url,
      secret: 'nope',
      pollMs: 10,
      timeoutMs: 400,
      maxImageBytes: 1024 * 1024,
      download: plainDownload,
    });
    const denied = await failureOf(wrong.imagine({ prompt, seed: 1 }, recordingContext().context));
    expect(denied!.options).toMatchObject({ final: true, reason: null });
  });

  it('gives up on a task that stalls past its deadline, and stops at once when aborted', async () => {
    fake.next({ kind: 'stall' });
    const started = Date.now();
    const stalled = await failureOf(model.imagine({ prompt, seed: 1 }, recordingContext().context));
    expect(stalled!.message).toMatch(/did not finish in 400 ms/);
    expect(stalled!.options.final).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);

    fake.next({ kind: 'stall' });
    const abort = new AbortController();
    const running = failureOf(model.imagine({ prompt, seed: 1 }, recordingContext({ signal: abort.signal }).context));
    setTimeout(() => abort.abort(new Error('shutting down')), 50);
    expect((await running) as unknown as Error).toMatchObject({ message: 'shutting down' });
  });

  it('refuses a picture larger than the limit', async () => {
    const tiny = mjProxyImageModel({
      baseUrl: fake.url,
      secret: 's3cret',
      pollMs: 10,
      timeoutMs: 400,
      maxImageBytes: 100,
      download: plainDownload,
    });
    const failed = await failureOf(tiny.imagine({ prompt, seed: 1 }, recordingContext().context));
    expect(failed!.message).toMatch(/larger than 100 bytes/);
  });

  it('reads progress as proxies write it', () => {
    expect([progressOf('45%'), progressOf(45), progressOf(''), progressOf(null), progressOf('120%')]).toEqual([
      45, 45, 0, 0, 100,
    ]);
  });
});
