import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import { externalLoaders, qaTableReader, type ImageReader } from './external-loaders.ts';
import { learnJob } from './learn-job.ts';
import { resumeLostSources } from './resume.ts';
import { retrievalOf } from './retrieval.ts';
import { ensureVectorTable } from './vectors.ts';
import { knowledgeRoutes } from './routes.ts';

/**
 * Installs the knowledge engine: its learning job, the start-up sweep that queues sources
 * whose job was lost, and its calls. `readImage` is the OCR engine, null where none loads.
 */
export async function registerKnowledge(app: FastifyInstance, platform: Platform, readImage: ImageReader) {
  const { vectors } = retrievalOf(platform);
  if (vectors) await ensureVectorTable(platform.db, vectors.space);
  app.log.info(
    vectors
      ? { embedder: vectors.embedder.id }
      : {
          reason: !platform.vectorSearch
            ? 'pgvector is not installed'
            : (platform.engines.embeddings.reason ?? 'no embedder configured (EMBEDDINGS_*)'),
        },
    vectors ? 'knowledge retrieval: hybrid (words and vectors)' : 'knowledge retrieval: words only',
  );
  learnJob.register(platform.queue, { platform, loaders: externalLoaders(platform, readImage), log: app.log });
  app.addHook('onReady', async () => void (await resumeLostSources(platform, app.log)));
  await app.register(knowledgeRoutes(qaTableReader(platform)));
}
