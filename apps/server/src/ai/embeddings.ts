import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { embedMany } from 'ai';
import type { AiConfig } from './config.ts';

/** Turns texts into vectors for similarity search (bot knowledge, notebook sources). */
export interface Embedder {
  /** Names the model and its vector length: vectors of different ids are never compared. */
  readonly id: string;
  readonly dimensions: number;
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}

/** Texts per request: providers cap a batch (OpenAI at 2048 inputs), smaller keeps each call short. */
const BATCH = 64;

/**
 * The configured provider's embeddings, over its OpenAI-compatible `/embeddings` endpoint, or
 * null when none is configured: there is no offline embedding model (DESIGN.md §4), and
 * retrieval is then lexical only. A vector of another length than configured is an error,
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
