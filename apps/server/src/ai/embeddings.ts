import path from 'node:path';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { embedMany } from 'ai';
import type { AiConfig } from './config.ts';
import type { Embedder } from './embedder.ts';
import { inspectModelFolder, localEmbedder } from './embeddings-local.ts';

export type { Embedder };

/** Texts per request: providers cap a batch (OpenAI at 2048 inputs), smaller keeps each call short. */
const BATCH = 64;

/**
 * Whether vectors can be had here: `off` when no embedder is configured. Health reports it
 * (platform's EmbedderStatus, which ai/ may not import, has the same shape).
 */
export type EmbedderStatus = { state: 'off' | 'unchecked' | 'available' | 'unavailable'; reason?: string };

/** The configured embedder and what is known of it. */
export type Embeddings = {
  /** null when none is configured or its local model cannot load: retrieval is then lexical. */
  readonly embedder: Embedder | null;
  /** Kept up to date: the health answer reads it. */
  readonly status: EmbedderStatus;
  /** Loads a local model now, so a broken one shows at start rather than on the first source. */
  check(): Promise<EmbedderStatus>;
};

/**
 * A provider (EMBEDDINGS_BASE_URL), a local model folder (EMBEDDINGS_LOCAL_PATH) or nothing.
 * A local folder that is missing or incomplete does not stop the server: it is reported, and
 * retrieval runs on words alone, as it does when a local model later fails to load.
 */
export function configuredEmbeddings(config: AiConfig, fetch?: typeof globalThis.fetch): Embeddings {
  const provider = providerEmbedder(config, fetch);
  if (provider) return fixed(provider, { state: 'unchecked' });
  if (!config.EMBEDDINGS_LOCAL_PATH) return fixed(null, { state: 'off' });
  // A reason is shown by the public /api/health: the runtime's messages may name the folder's files.
  const at = path.resolve(config.EMBEDDINGS_LOCAL_PATH);
  const reasonOf = (error: unknown) =>
    (error instanceof Error ? error.message : String(error)).replaceAll(at, 'EMBEDDINGS_LOCAL_PATH');
  let folder;
  try {
    folder = inspectModelFolder(config.EMBEDDINGS_LOCAL_PATH);
  } catch (error) {
    return fixed(null, { state: 'unavailable', reason: reasonOf(error) });
  }
  const status: EmbedderStatus = { state: 'unchecked' };
  const local = localEmbedder(folder, {
    onLoad: (outcome) =>
      Object.assign(
        status,
        outcome.ok ? { state: 'available' } : { state: 'unavailable', reason: reasonOf(outcome.error) },
      ),
  });
  return {
    get embedder() {
      return status.state === 'unavailable' ? null : local;
    },
    status,
    check: () =>
      local.load().then(
        () => status,
        () => status,
      ),
  };
}

function fixed(embedder: Embedder | null, status: EmbedderStatus): Embeddings {
  return { embedder, status, check: async () => status };
}

/**
 * The configured provider's embeddings, over its OpenAI-compatible `/embeddings` endpoint, or
 * null when none is configured: retrieval is then lexical only, unless a local model folder
 * is (DESIGN.md §4). A vector of another length than configured is an error,
 * not something to store.
 */
export function providerEmbedder(config: AiConfig, fetch?: typeof globalThis.fetch): Embedder | null {
  const { EMBEDDINGS_BASE_URL: baseURL, EMBEDDINGS_MODEL: model, EMBEDDINGS_DIMENSIONS: dimensions } = config;
  if (!baseURL || !model || !dimensions) return null;
  const provider = createOpenAICompatible({ name: 'embeddings', baseURL, apiKey: config.EMBEDDINGS_API_KEY, fetch });
  const embeddingModel = provider.embeddingModel(model);
  return {
    id: `${model}:${dimensions}`,
    dimensions,
    async embed(texts, signal) {
      const vectors: number[][] = [];
      for (let i = 0; i < texts.length; i += BATCH) {
        const { embeddings } = await embedMany({
          model: embeddingModel,
          values: texts.slice(i, i + BATCH),
          maxRetries: config.AI_MAX_RETRIES,
          abortSignal: signal,
        });
        for (const vector of embeddings) {
          if (vector.length !== dimensions) {
            throw new Error(
              `the embedder answered ${vector.length} dimensions, not EMBEDDINGS_DIMENSIONS=${dimensions}`,
            );
          }
          vectors.push(vector);
        }
      }
      return vectors;
    },
  };
}
