import sharp from 'sharp';
import { callJson } from './http.ts';
import { fetchImage, type ImageDownload } from './fetch-image.ts';
import { TaskNudges } from './nudge.ts';
import type { ImageInput, ImageModel, ImageResult, ParentImage, RunContext } from './types.ts';
import { ImageModelError } from './types.ts';

/**
 * A Midjourney-proxy compatible service (the novicezk/midjourney-proxy API that many hosted
 * proxies speak): POST /mj/submit/imagine|blend|change answers `{ code, description, result }`
 * (1 submitted, 21 already exists, 22 queued; 23 queue full; 24 banned prompt), then
 * GET /mj/task/{id}/fetch is polled until SUCCESS (imageUrl) or FAILURE (failReason). The
 * secret travels in the `mj-api-secret` header. The upstream task id is recorded before
 * polling starts, so a restarted job polls the same task instead of paying for a second one.
 * With a notify hook the proxy's call back wakes the poll at once instead of at the next interval.
 */
export type MjProxyOptions = {
  baseUrl: string;
  secret: string;
  pollMs: number;
  /** The whole task, submission to image, must finish within this. */
  timeoutMs: number;
  maxImageBytes: number;
  /** Our address the proxy calls when a task changes; each call wakes that task's poll. */
  notifyHook?: string;
  /** Where those calls' nudges arrive; a set of its own when none is given (no notify hook). */
  nudges?: TaskNudges;
  fetch?: typeof fetch;
  /** How the finished picture is fetched from the address the proxy gives. */
  download: ImageDownload;
};

type SubmitAnswer = { code?: number; description?: string; result?: string | number | null };
type TaskAnswer = {
  status?: string;
  progress?: string | number | null;
  imageUrl?: string | null;
  failReason?: string | null;
};

const ACCEPTED = new Set([1, 21, 22]);
const QUEUE_FULL = 23;
const REQUEST_TIMEOUT_MS = 30_000;

export function mjProxyImageModel(options: MjProxyOptions): ImageModel {
  const base = options.baseUrl.replace(/\/+$/, '');
  const nudges = options.nudges ?? new TaskNudges();
  const headers: Record<string, string> = options.secret ? { 'mj-api-secret': options.secret } : {};
  const call = <T>(method: 'GET' | 'POST', path: string, signal: AbortSignal, body?: unknown) =>
    callJson<T>(`${base}${path}`, {
      method,
      headers,
      body,
      signal,
      timeoutMs: REQUEST_TIMEOUT_MS,
      fetch: options.fetch,
    });

  const submit = async (path: string, body: object, signal: AbortSignal): Promise<string> => {
    const answer = await call<SubmitAnswer>(
      'POST',
      path,
      signal,
      options.notifyHook ? { ...body, notifyHook: options.notifyHook } : body,
    );
    const code = Number(answer?.code);
    if (ACCEPTED.has(code) && answer.result !== null && answer.result !== undefined) return String(answer.result);
    const description = answer?.description?.trim() || null;
    if (code === QUEUE_FULL) throw new ImageModelError(`midjourney proxy queue full: ${description}`, { final: false });
    // Banned prompts (24) and validation errors carry text meant for the person who wrote the prompt.
    throw new ImageModelError(`midjourney proxy refused (${code}): ${description}`, {
      final: true,
      reason: description,
    });
  };

  const run = async (context: RunContext, start: () => Promise<string>): Promise<ImageResult> => {
    const deadline = Date.now() + options.timeoutMs;
    let id = context.upstreamId;
    if (!id) {
      id = await start();
      await context.onSubmitted(id);
    }
    for (;;) {
      const task = await call<TaskAnswer>('GET', `/mj/task/${encodeURIComponent(id)}/fetch`, context.signal);
      const status = String(task?.status ?? '');
      if (status === 'SUCCESS' && task.imageUrl) return finish(task.imageUrl, id, context);
      if (status === 'FAILURE' || status === 'CANCEL') {
        throw new ImageModelError(`midjourney task ${id} ${status}: ${task.failReason}`, {
          final: true,
          reason: task.failReason?.trim() || null,
        });
      }
      if (status === 'IN_PROGRESS') await context.onProgress(Math.min(99, progressOf(task.progress)));
      if (Date.now() + options.pollMs > deadline)
        throw new ImageModelError(`midjourney task ${id} did not finish in ${options.timeoutMs} ms`, { final: true });
      await nudges.waitForNews(id, options.pollMs, context.signal);
    }
  };

  const finish = async (imageUrl: string, id: string, context: RunContext): Promise<ImageResult> => {
    const png = await fetchImage(new URL(imageUrl, `${base}/`).toString(), {
      maxBytes: options.maxImageBytes,
      timeoutMs: REQUEST_TIMEOUT_MS,
      signal: context.signal,
      trustedOrigin: base,
      download: options.download,
    });
    const meta = await sharp(png).metadata();
    return { png, width: meta.width ?? 0, height: meta.height ?? 0, state: { upstreamId: id } };
  };

  const change = async (
    parent: ParentImage,
    action: 'UPSCALE' | 'VARIATION' | 'REROLL',
    index: number | null,
    context: RunContext,
  ) => {
    const taskId = (parent.state as { upstreamId?: unknown } | null)?.upstreamId;
    if (parent.provider !== 'mj-proxy' || typeof taskId !== 'string') {
      throw new ImageModelError('the parent picture has no Midjourney task', { final: true });
    }
    return run(context, () =>
      submit('/mj/submit/change', { taskId, action, ...(index ? { index } : {}) }, context.signal),
    );
  };

  return {
    provider: 'mj-proxy',
    imagine: ({ prompt }, context) =>
      run(context, () =>
        submit(
          '/mj/submit/imagine',
          { prompt: prompt.written, base64Array: prompt.images.map(dataUrl) },
          context.signal,
        ),
      ),
    blend: ({ images, dimensions }, context) =>
      run(context, () => submit('/mj/submit/blend', { base64Array: images.map(dataUrl), dimensions }, context.signal)),
    upscale: ({ parent, index }, context) => change(parent, 'UPSCALE', index, context),
    vary: ({ parent, index }, context) => change(parent, 'VARIATION', index, context),
    reroll: ({ parent }, context) => change(parent, 'REROLL', null, context),
  };
}

/** '45%' or 45: proxies differ. */
export function progressOf(value: unknown): number {
  const number = parseFloat(String(value ?? '0').replace('%', ''));
  if (!Number.isFinite(number)) return 0;
  return Math.max(0, Math.min(100, Math.round(number)));
}

const dataUrl = (image: ImageInput) => `data:${image.mime};base64,${image.data.toString('base64')}`;
