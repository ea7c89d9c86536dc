import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import { externalLoaders, qaTableReader, type ImageReader } from './external-loaders.ts';
import { learnJob } from './learn-job.ts';
import { resumeLostSources } from './resume.ts';
import { knowledgeRoutes } from './routes.ts';

/**
 * Installs the knowledge engine: its learning job, the start-up sweep that queues sources
 * whose job was lost, and its calls. `readImage` is the OCR engine, null where none loads.
 */
export async function registerKnowledge(app: FastifyInstance, platform: Platform, readImage: ImageReader) {
  learnJob.register(platform.queue, { platform, loaders: externalLoaders(platform, readImage), log: app.log });
  app.addHook('onReady', async () => void (await resumeLostSources(platform, app.log)));
  await app.register(knowledgeRoutes(qaTableReader(platform)));
}
