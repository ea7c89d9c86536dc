import type { Edition } from '@inkstone/contract/edition';
import { catalogueItem, type ModelEntry, type ModelId } from '@inkstone/contract/models';
import { ADAPTERS } from './adapters/by-provider.ts';
import { MODEL_ROUTES, defaultModelId, isEnabled, listModels } from './catalogue.ts';
import { loadAiConfig, type AiConfig } from './config.ts';
import { configuredEmbeddings, type Embedder, type Embeddings } from './embeddings.ts';
import { ModelError } from './errors.ts';
import { createOfflineModel, type OfflineOptions } from './offline/engine.ts';
import { textProviders, type ProviderId } from './providers.ts';
import { sdkStream } from './stream/sdk-stream.ts';
import { StreamAccumulator } from './stream/accumulator.ts';
import { modelTranslator, offlineTranslator, type Translator } from './translator.ts';
import type { LanguageModel } from './types.ts';

export type ModelAccessOptions = {
  env: Record<string, string | undefined>;
  /** Replaces the network transport of every adapter (benches, tests). */
  fetch?: typeof fetch;
  offline?: OfflineOptions;
  /** Hears every failed call to a provider (the server counts them by provider and kind). */
  onUpstreamError?: (error: ModelError) => void;
};

/** The one object features receive: build it once at start and hang it on the platform. */
export type ModelAccess = {
  readonly config: AiConfig;
  /** No language-model key at all: every text model is the offline engine (DESIGN.md §4). */
  readonly demoMode: boolean;
  listModels(edition: Edition): ModelEntry[];
  defaultModel(edition: Edition): ModelId;
  isEnabled(id: ModelId): boolean;
  /** Where a catalogue id goes: for the drawing path's gpt-image-1 and for logs. */
  route(id: ModelId): { provider: ProviderId; upstreamModel: string; enabled: boolean };
  /**
   * The model to stream from. In demo mode: the offline engine, whatever the id. A model
   * whose provider is not configured, or an image model, streams one `unavailable` error.
   */
  languageModel(id: ModelId): LanguageModel;
  /** The offline engine, also for features that want it explicitly. */
  readonly offline: LanguageModel;
  /** Translation on the default model, or the honest offline translator in demo mode. */
  translator(edition: Edition): Translator;
  /** The configured embedder (a provider or a local model), or null: knowledge retrieval is then lexical only. */
  readonly embedder: Embedder | null;
  /** The embedder with its status, for health and the start-up check. */
  readonly embeddings: Embeddings;
};

/** Throws AiConfigError on a bad variable, so a misconfigured server stops at start. */
export function createModelAccess(options: ModelAccessOptions): ModelAccess {
  const config = loadAiConfig(options.env);
  const demoMode = textProviders(config).size === 0;
  const offline = createOfflineModel({ chunkDelayMs: config.OFFLINE_CHUNK_DELAY_MS, ...options.offline });
  const models = new Map<ModelId, LanguageModel>();
  const embeddings = configuredEmbeddings(config, options.fetch);

  const build = (id: ModelId): LanguageModel => {
    const { provider, model } = MODEL_ROUTES[id];
    const upstreamModel = model(config);
    const item = catalogueItem(id);
    if (item.kind !== 'chat' || !isEnabled(config, id)) return unavailableModel(id, provider, upstreamModel);
    const target = ADAPTERS[provider]({ config, id, upstreamModel, vision: item.vision, fetch: options.fetch });
    const streamOptions = {
      provider,
      stallMs: config.AI_STALL_TIMEOUT_MS,
      maxRetries: config.AI_MAX_RETRIES,
      onError: options.onUpstreamError,
    };
    return { id, provider, upstreamModel, stream: (request) => sdkStream(target, request, streamOptions) };
  };

  const access: ModelAccess = {
    config,
    demoMode,
    offline,
    embeddings,
    get embedder() {
      return embeddings.embedder;
    },
    listModels: (edition) => listModels(config, edition),
    defaultModel: (edition) => defaultModelId(config, edition),
    isEnabled: (id) => isEnabled(config, id),
    route: (id) => ({
      provider: MODEL_ROUTES[id].provider,
      upstreamModel: MODEL_ROUTES[id].model(config),
      enabled: isEnabled(config, id),
    }),
    languageModel(id) {
      if (demoMode) return offline;
      let model = models.get(id);
      if (!model) models.set(id, (model = build(id)));
      return model;
    },
    translator: (edition) =>
      demoMode ? offlineTranslator() : modelTranslator(access.languageModel(defaultModelId(config, edition))),
  };
  return access;
}

function unavailableModel(id: ModelId, provider: ProviderId, upstreamModel: string): LanguageModel {
  return {
    id,
    provider,
    upstreamModel,
    async *stream() {
      const reason =
        catalogueItem(id).kind === 'image'
          ? 'an image model: use the drawing path'
          : `no ${provider} key is configured`;
      yield {
        type: 'error',
        error: new ModelError('unavailable', { provider, upstreamMessage: `${id} is ${reason}` }),
        result: new StreamAccumulator().result(),
      };
    },
  };
}
