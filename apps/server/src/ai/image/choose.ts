import type { ImageProvider } from '@inkstone/contract/draw';
import { pathOf } from '@inkstone/contract/routes/define';
import { drawRoutes } from '@inkstone/contract/routes/draw';
import type { Config } from '../../platform/config.ts';
import type { AiConfig } from '../config.ts';
import type { ImageDownload } from './fetch-image.ts';
import { mjProxyImageModel } from './mj-proxy.ts';
import type { TaskNudges } from './nudge.ts';
import { offlineImageModel } from './offline/model.ts';
import { openAiImageModel } from './openai-images.ts';
import type { ImageModel } from './types.ts';

/** The drawing settings, plus the OpenAI ones the text models read too (one source: ai/config.ts). */
type DrawConfig = Pick<
  Config,
  | 'DRAW_PROVIDER'
  | 'MJ_PROXY_URL'
  | 'MJ_PROXY_SECRET'
  | 'DRAW_TIMEOUT_MS'
  | 'DRAW_POLL_MS'
  | 'DRAW_OFFLINE_STEP_MS'
  | 'PUBLIC_URL'
> &
  Pick<AiConfig, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL_IMAGE'>;

/** Where the Midjourney proxy's notify hook calls (the contract's route; features/draw serves it). */
export const MJ_NOTIFY_PATH = pathOf(drawRoutes.mjNotify);

const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/** Largest picture accepted from an image service. */
const MAX_IMAGE_BYTES = 32 * 1024 * 1024;

/**
 * Which service draws: DRAW_PROVIDER names one, or `auto` takes the Midjourney proxy when
 * MJ_PROXY_URL is set, else OpenAI Images when OPENAI_API_KEY is, else the offline generator.
 * Naming a service that is not configured stops the server at start.
 */
export function imageProviderFor(config: DrawConfig): ImageProvider {
  const wanted = config.DRAW_PROVIDER;
  if (wanted === 'mj-proxy' && !config.MJ_PROXY_URL) throw new Error('DRAW_PROVIDER=mj-proxy needs MJ_PROXY_URL');
  if (wanted === 'openai' && !config.OPENAI_API_KEY) throw new Error('DRAW_PROVIDER=openai needs OPENAI_API_KEY');
  if (wanted !== 'auto') return wanted;
  return config.MJ_PROXY_URL ? 'mj-proxy' : config.OPENAI_API_KEY ? 'openai' : 'offline';
}

export function createImageModel(
  config: DrawConfig,
  options: { fetch?: typeof fetch; download: ImageDownload; nudges?: TaskNudges },
): ImageModel {
  switch (imageProviderFor(config)) {
    case 'mj-proxy':
      return mjProxyImageModel({
        baseUrl: config.MJ_PROXY_URL,
        secret: config.MJ_PROXY_SECRET,
        // The proxy can only call us back at an address it can reach: the public one.
        notifyHook: config.PUBLIC_URL ? `${config.PUBLIC_URL.replace(/\/+$/, '')}${MJ_NOTIFY_PATH}` : undefined,
        nudges: options.nudges,
        pollMs: config.DRAW_POLL_MS,
        timeoutMs: config.DRAW_TIMEOUT_MS,
        maxImageBytes: MAX_IMAGE_BYTES,
        fetch: options.fetch,
        download: options.download,
      });
    case 'openai':
      return openAiImageModel({
        baseUrl: config.OPENAI_BASE_URL ?? OPENAI_DEFAULT_BASE_URL,
        apiKey: config.OPENAI_API_KEY ?? '',
        model: config.OPENAI_MODEL_IMAGE,
        timeoutMs: config.DRAW_TIMEOUT_MS,
        maxImageBytes: MAX_IMAGE_BYTES,
        fetch: options.fetch,
        download: options.download,
      });
    case 'offline':
      return offlineImageModel({ stepMs: config.DRAW_OFFLINE_STEP_MS });
  }
}
