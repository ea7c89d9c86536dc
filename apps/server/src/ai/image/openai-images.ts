import type { DrawParams } from '@inkstone/contract/draw-params';
import { cellSize, composeGrid, quadrant, ratioOf, upscaleQuadrant } from './grid.ts';
import { callJson } from './http.ts';
import { fetchImage, toPng, type ImageDownload } from './fetch-image.ts';
import type { ImageInput, ImageModel, ImageResult, PromptSpec, RunContext } from './types.ts';
import { ImageModelError } from './types.ts';

/**
 * The OpenAI Images API (gpt-image-1, or a compatible server): four pictures from
 * /images/generations (n=4, b64_json) composed into the 2×2 grid; BLEND and VARIATION go
 * through /images/edits with the pictures as input; UPSCALE resamples locally (the API has
 * no upscale). Of the parameter manual, --ar picks the nearest size the model offers (the grid
 * keeps the exact ratio), --q the quality, --no/--style raw/--tile become words of the
 * prompt; --chaos and --s have no equivalent and are not sent. There is no progress from the
 * API: 5% when sent, 90% when the pictures arrive.
 */
export type OpenAiImagesOptions = {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  maxImageBytes: number;
  fetch?: typeof fetch;
  /** How a picture answered as a URL (rather than base64) is fetched. */
  download: ImageDownload;
};

type ImagesAnswer = { data?: Array<{ b64_json?: string | null; url?: string | null }> };
const QUALITY = { 0.25: 'low', 0.5: 'medium', 1: 'auto' } as const;
const COUNT = 4;

export function sizeFor([w, h]: DrawParams['ar']): string {
  const ratio = w / h;
  return ratio > 1.2 ? '1536x1024' : ratio < 1 / 1.2 ? '1024x1536' : '1024x1024';
}

/** The prompt in words, since the API reads no Midjourney parameters. */
export function describe(prompt: PromptSpec): string {
  const parts = [prompt.text];
  if (prompt.params.no.length) parts.push(`Leave out: ${prompt.params.no.join(', ')}.`);
  if (prompt.params.raw) parts.push('Plain, unstylized, photographic rendering.');
  if (prompt.params.tile) parts.push('A seamless, tileable pattern whose edges repeat.');
  return parts.filter(Boolean).join(' ');
}

export function openAiImageModel(options: OpenAiImagesOptions): ImageModel {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${options.apiKey}` };
  // Safety refusals come back as 400 with a code; their message is meant for the user.
  const refusal = (status: number, body: unknown) => {
    const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
    return status === 400 && /moderation|content_policy|safety/i.test(error?.code ?? '')
      ? (error?.message ?? null)
      : null;
  };

  const pictures = async (answer: ImagesAnswer, context: RunContext): Promise<Buffer[]> => {
    const items = answer?.data ?? [];
    if (!items.length) throw new ImageModelError('the images API answered no pictures', { final: true });
    return Promise.all(
      items.map((item) =>
        item.b64_json
          ? toPng(Buffer.from(item.b64_json, 'base64'))
          : fetchImage(item.url ?? '', {
              maxBytes: options.maxImageBytes,
              timeoutMs: options.timeoutMs,
              signal: context.signal,
              trustedOrigin: base,
              download: options.download,
            }),
      ),
    );
  };

  /** Asks until four pictures are in hand: some compatible servers ignore `n`. */
  const four = async (request: (n: number) => Promise<ImagesAnswer>, context: RunContext): Promise<Buffer[]> => {
    await context.onProgress(5);
    const collected: Buffer[] = [];
    for (let tries = 0; collected.length < COUNT && tries < COUNT; tries += 1)
      collected.push(...(await pictures(await request(COUNT - collected.length), context)));
    await context.onProgress(90);
    return collected.slice(0, COUNT);
  };

  const generate = (prompt: PromptSpec, context: RunContext) => (n: number) =>
    callJson<ImagesAnswer>(
      `${base}/images/generations`,
      {
        method: 'POST',
        headers,
        body: {
          model: options.model,
          prompt: describe(prompt),
          n,
          size: sizeFor(prompt.params.ar),
          quality: QUALITY[prompt.params.q],
        },
        timeoutMs: options.timeoutMs,
        signal: context.signal,
        fetch: options.fetch,
      },
      refusal,
    );

  const edit = (images: ImageInput[], text: string, size: string, context: RunContext) => (n: number) => {
    const form = new FormData();
    form.set('model', options.model);
    form.set('prompt', text);
    form.set('n', String(n));
    form.set('size', size);
    images.forEach((image, i) =>
      form.append('image[]', new Blob([new Uint8Array(image.data)], { type: image.mime }), `image-${i + 1}.png`),
    );
    return callJson<ImagesAnswer>(
      `${base}/images/edits`,
      {
        method: 'POST',
        headers,
        body: form,
        timeoutMs: options.timeoutMs,
        signal: context.signal,
        fetch: options.fetch,
      },
      refusal,
    );
  };

  const imagine = async (prompt: PromptSpec, context: RunContext): Promise<ImageResult> => {
    const request = prompt.images.length
      ? edit(prompt.images, describe(prompt), sizeFor(prompt.params.ar), context)
      : generate(prompt, context);
    return composeGrid(await four(request, context), cellSize(prompt.params.ar, prompt.params.q));
  };

  const blend = async (images: ImageInput[], ar: DrawParams['ar'], context: RunContext): Promise<ImageResult> => {
    const text = 'Blend these pictures into one coherent new picture that combines their subjects, colours and style.';
    return {
      ...(await composeGrid(await four(edit(images, text, sizeFor(ar), context), context), cellSize(ar, 1))),
      state: { blend: ar },
    };
  };

  return {
    provider: 'openai',
    imagine: ({ prompt }, context) => imagine(prompt, context),
    blend: ({ images, dimensions }, context) => blend(images, ratioOf(dimensions), context),
    async upscale({ parent, index }, context) {
      await context.onProgress(30);
      return upscaleQuadrant(await parent.image(), index);
    },
    async vary({ parent, index }, context) {
      const part = await quadrant(await parent.image(), index);
      const ar: DrawParams['ar'] = [part.width, part.height];
      const subject = parent.prompt.text ? `: ${describe(parent.prompt)}` : '';
      const text = `A close variation of this picture${subject}. Keep its subject, composition and palette.`;
      const image = { data: part.png, mime: 'image/png' };
      return composeGrid(await four(edit([image], text, sizeFor(ar), context), context), {
        width: part.width,
        height: part.height,
      });
    },
    reroll({ parent }, context) {
      const blended = (parent.state as { blend?: DrawParams['ar'] } | null)?.blend;
      return blended ? blend(parent.prompt.images, blended, context) : imagine(parent.prompt, context);
    },
  };
}
