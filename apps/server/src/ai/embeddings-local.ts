import { existsSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as Transformers from '@huggingface/transformers';
import type { Embedder } from './embedder.ts';

/**
 * Embeddings from a model folder an operator filled (EMBEDDINGS_LOCAL_PATH), run on the CPU by
 * @huggingface/transformers over onnxruntime-node. Nothing is ever downloaded: remote models
 * are off, transformers' own fetch refuses, and no cache is written; a file the folder lacks
 * is an error naming it.
 */
export type LocalEmbedderProblem = 'folder' | 'files' | 'config' | 'runtime' | 'model' | 'output';

export class LocalEmbedderError extends Error {
  constructor(
    readonly problem: LocalEmbedderProblem,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'LocalEmbedderError';
  }
}

/** What the start-up check learnt from the folder, without loading the model. */
export type LocalModelFolder = {
  path: string;
  /** The model's own name (config.json `_name_or_path`), else the folder's. */
  name: string;
  dimensions: number;
  /** bge models embed by their first token; most sentence-transformers models by the mean. */
  pooling: 'mean' | 'cls';
  /** Which ONNX file: the full-precision one, else the 8-bit one. */
  dtype: 'fp32' | 'q8';
};

const REQUIRED = ['config.json', 'tokenizer.json', 'tokenizer_config.json'];
const MODEL_FILES = { fp32: 'onnx/model.onnx', q8: 'onnx/model_quantized.onnx' } as const;

/** Checks the folder's files and reads the model's vector length: a cheap check at start. */
export function inspectModelFolder(folder: string): LocalModelFolder {
  try {
    return inspect(folder);
  } catch (error) {
    if (error instanceof LocalEmbedderError) throw error;
    // A folder the server may not read, say.
    throw new LocalEmbedderError('folder', `EMBEDDINGS_LOCAL_PATH: ${detail(error)}`, { cause: error });
  }
}

function inspect(folder: string): LocalModelFolder {
  const at = path.resolve(folder);
  // The setting's name, not its value: the reason reaches the public /api/health, which must not
  // show the server's paths (the start-up log names the folder).
  const where = 'EMBEDDINGS_LOCAL_PATH';
  if (!existsSync(at)) throw new LocalEmbedderError('folder', `${where}: no such folder`);
  if (!statSync(at).isDirectory()) throw new LocalEmbedderError('folder', `${where}: not a folder`);
  const dtype = existsSync(path.join(at, MODEL_FILES.fp32))
    ? 'fp32'
    : existsSync(path.join(at, MODEL_FILES.q8))
      ? 'q8'
      : null;
  const missing = [
    ...REQUIRED.filter((file) => !existsSync(path.join(at, file))),
    ...(dtype ? [] : [MODEL_FILES.fp32]),
  ];
  if (missing.length > 0) {
    throw new LocalEmbedderError(
      'files',
      `${where}: the folder lacks ${missing.join(', ')} (copy a transformers.js feature-extraction model there)`,
    );
  }
  const config = readJson(path.join(at, 'config.json'), where);
  const dimensions = [config.hidden_size, config.d_model, config.dim].find(
    (value): value is number => Number.isInteger(value) && (value as number) > 0,
  );
  if (dimensions === undefined) {
    throw new LocalEmbedderError(
      'config',
      `${where}: config.json gives no hidden_size, so the vector length is unknown`,
    );
  }
  // pgvector's HNSW index takes up to 2000 dimensions, as for EMBEDDINGS_DIMENSIONS.
  if (dimensions > 2000) {
    throw new LocalEmbedderError(
      'config',
      `${where}: ${dimensions} dimensions, more than pgvector's index takes (2000)`,
    );
  }
  const named = typeof config._name_or_path === 'string' && config._name_or_path.trim() !== '';
  return {
    path: at,
    name: named ? (config._name_or_path as string).trim() : path.basename(at),
    dimensions,
    pooling: poolingOf(at, where),
    dtype: dtype!,
  };
}

/** sentence-transformers exports say how they pool in 1_Pooling/config.json; mean otherwise. */
function poolingOf(at: string, where: string): 'mean' | 'cls' {
  const file = path.join(at, '1_Pooling', 'config.json');
  if (!existsSync(file)) return 'mean';
  return readJson(file, where).pooling_mode_cls_token === true ? 'cls' : 'mean';
}

function readJson(file: string, where: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch (error) {
    throw new LocalEmbedderError('config', `${where}: ${path.basename(file)} is not readable JSON`, { cause: error });
  }
  throw new LocalEmbedderError('config', `${where}: ${path.basename(file)} is not a JSON object`);
}

/** Texts per model run: each run pads to its longest text, and a CPU does 16 chunks in about a second. */
const BATCH = 16;

export type LocalEmbedderHooks = {
  /** Told once, when the model has loaded and answered its probe, or failed to. */
  onLoad?: (outcome: { ok: true } | { ok: false; error: LocalEmbedderError }) => void;
};

type Extractor = Transformers.FeatureExtractionPipeline;

/**
 * The folder's model as an Embedder. It loads on first use (or `load()`), once; a failed load
 * stays failed, since a missing runtime or a broken file does not mend itself until the
 * operator acts. Vectors are pooled and normalised, so cosine similarity is their dot product.
 */
export function localEmbedder(
  folder: LocalModelFolder,
  hooks: LocalEmbedderHooks = {},
): Embedder & { load(): Promise<void> } {
  let loading: Promise<Extractor> | null = null;
  const run = async (extractor: Extractor, texts: string[]): Promise<number[][]> => {
    const output = await extractor(texts, { pooling: folder.pooling, normalize: true });
    const vectors = output.tolist() as number[][];
    for (const vector of vectors) {
      if (vector.length !== folder.dimensions) {
        const says = `its config.json says ${folder.dimensions}`;
        throw new LocalEmbedderError(
          'output',
          `the model in ${folder.path} answers ${vector.length} dimensions, but ${says}`,
        );
      }
      if (!vector.every(Number.isFinite)) {
        throw new LocalEmbedderError('output', `the model in ${folder.path} answered a vector that is not a number`);
      }
    }
    return vectors;
  };
  const extractor = () => {
    loading ??= open(folder).then(
      async (loaded) => {
        await run(loaded, ['probe']);
        hooks.onLoad?.({ ok: true });
        return loaded;
      },
      (error: unknown) => {
        const failure = asLoadError(error, folder);
        hooks.onLoad?.({ ok: false, error: failure });
        throw failure;
      },
    );
    return loading;
  };
  return {
    id: `local:${folder.name}:${folder.dimensions}`,
    dimensions: folder.dimensions,
    load: async () => void (await extractor()),
    async embed(texts, signal) {
      const loaded = await extractor();
      const vectors: number[][] = [];
      for (let i = 0; i < texts.length; i += BATCH) {
        signal?.throwIfAborted();
        vectors.push(...(await run(loaded, texts.slice(i, i + BATCH))));
      }
      return vectors;
    },
  };
}

async function open(folder: LocalModelFolder): Promise<Extractor> {
  let transformers: typeof Transformers;
  try {
    // Imported here: a server without a local model never loads the library or its runtime.
    transformers = await import('@huggingface/transformers');
  } catch (error) {
    throw new LocalEmbedderError('runtime', `@huggingface/transformers did not load: ${detail(error)}`, {
      cause: error,
    });
  }
  keepOffline(transformers.env);
  try {
    return await transformers.pipeline('feature-extraction', folder.path, {
      local_files_only: true,
      device: 'cpu',
      dtype: folder.dtype,
      session_options: {
        intraOpNumThreads: Math.max(1, Math.min(4, os.availableParallelism())),
        interOpNumThreads: 1,
        logSeverityLevel: 3,
      },
    });
  } catch (error) {
    throw new LocalEmbedderError('model', `the model in ${folder.path} did not load: ${detail(error)}`, {
      cause: error,
    });
  }
}

/**
 * Files come from the folder and nowhere else: no hub, no downloads of runtime files, no
 * cache (the folder already is the copy). The library's fetch is replaced by one that
 * refuses, so a path it did not expect still cannot reach the network.
 */
export function keepOffline(env: typeof Transformers.env): void {
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.useFS = true;
  env.useFSCache = false;
  env.useBrowserCache = false;
  env.useWasmCache = false;
  env.useCustomCache = false;
  env.cacheDir = null;
  env.fetch = async (url: string | URL) => {
    throw new LocalEmbedderError('runtime', `the local embedder does not fetch (${String(url)})`);
  };
}

function asLoadError(error: unknown, folder: LocalModelFolder): LocalEmbedderError {
  if (error instanceof LocalEmbedderError) return error;
  return new LocalEmbedderError('model', `the model in ${folder.path} did not run: ${detail(error)}`, {
    cause: error,
  });
}

const detail = (error: unknown) => (error instanceof Error ? error.message : String(error));
