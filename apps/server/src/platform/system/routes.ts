import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@inkstone/contract/envelope';
import { systemRoutes as table } from '@inkstone/contract/routes/system';
import { AppError } from '../http/errors.ts';
import { serve } from '../http/serve.ts';
import { ffmpegStatus } from '../media/status.ts';
import { defaultTools } from '../media/tools.ts';
import type { EmbedderStatus } from '../platform.ts';
import { chosenWebSearch } from '../config.ts';
import { checkReadiness, readinessChecks } from './readiness.ts';

/** A configured embedder counts until it is known not to load. */
const usable = ({ state }: EmbedderStatus) => state === 'unchecked' || state === 'available';

/**
 * Health, the deployment facts the web app needs, and the visitor's region. `/api/health` stays
 * the facts page (the browser suite and README read it); the probes are `health/live` and
 * `health/ready`.
 */
export async function systemRoutes(app: FastifyInstance) {
  const { platform } = app;
  const { config } = platform;

  serve(app, table.health, async () => ({
    status: 'ok' as const,
    version: platform.version,
    database: platform.database.kind,
    vectorSearch: platform.vectorSearch,
    realtime: platform.realtime.kind,
    demoMode: platform.demoMode,
    edition: config.EDITION,
    retrieval:
      platform.vectorSearch && usable(platform.engines.embeddings) ? ('hybrid' as const) : ('lexical' as const),
    ocr: { ...platform.engines.ocr },
    embeddings: { ...platform.engines.embeddings },
    // Checked once and cached; its reason stays in the start-up log (it may name a path).
    ffmpeg: await ffmpegStatus(defaultTools(config)).then(({ available, version }) => ({ available, version })),
    speechRecognition: { configured: config.STT_BASE_URL !== '' },
    webSearch: { configured: chosenWebSearch(config) !== null, provider: chosenWebSearch(config) },
    analytics: { forwarding: config.ANALYTICS_FORWARD_URL ? config.ANALYTICS_FORWARD_KIND : 'off' },
  }));

  serve(app, table.live, () => ({ status: 'ok' as const }));

  const checks = readinessChecks(platform);
  serve(app, table.ready, async (request) => {
    const readiness = await checkReadiness(checks, (part, error) =>
      request.log.warn({ err: error, part }, 'readiness: a dependency failed'),
    );
    if (readiness.status === 'fail') {
      const failed = readiness.failed.join(', ');
      throw new AppError(ResultCode.unavailable, 'errors.notReady', { failed }, { data: readiness });
    }
    return readiness;
  });

  serve(app, table.config, () => ({
    edition: config.EDITION,
    demoMode: platform.demoMode,
    version: platform.version,
    recordNumber: config.RECORD_NUMBER_TEXT
      ? { text: config.RECORD_NUMBER_TEXT, hosts: config.RECORD_NUMBER_HOSTS }
      : null,
    contactEmail: config.CONTACT_EMAIL || null,
    chatFiles: { maxCount: config.CHAT_FILE_MAX_COUNT, maxMb: config.CHAT_FILE_MAX_MB },
    webSearch: { provider: chosenWebSearch(config) },
  }));

  serve(app, table.region, (request) => platform.region({ ip: request.ip, headers: request.headers }));
}
