import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AiConfigError, loadAiConfig } from './config.ts';
import { configuredEmbeddings } from './embeddings.ts';
import { inspectModelFolder, LocalEmbedderError, localEmbedder } from './embeddings-local.ts';
import { TINY_DIMENSIONS, writeTinyEmbeddingModel } from './testing/tiny-embedding-model.ts';

let root: string;
let model: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'inkstone-embed-'));
  model = await writeTinyEmbeddingModel(path.join(root, 'tiny-bert'));
});
afterAll(async () => rm(root, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const local = (folder: string) => configuredEmbeddings(loadAiConfig({ EMBEDDINGS_LOCAL_PATH: folder }));
const dot = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + value * b[index]!, 0);

describe('a local model folder', () => {
  it('embeds with the folder’s model: vectors of its hidden size, normalised, named after the folder', async () => {
    const embeddings = local(model);
    expect(embeddings.status).toEqual({ state: 'unchecked' });
    const embedder = embeddings.embedder!;
    expect(embedder.id).toBe(`local:tiny-bert:${TINY_DIMENSIONS}`);
    expect(embedder.dimensions).toBe(TINY_DIMENSIONS);
    const [vector] = await embedder.embed(['Green tea leaf']);
    expect(vector).toHaveLength(TINY_DIMENSIONS);
    expect(Math.hypot(...vector!)).toBeCloseTo(1, 5);
    expect(embeddings.status).toEqual({ state: 'available' });
  });

  it('puts texts that share words or characters nearer than unrelated ones, in Chinese and English', async () => {
    const embedder = local(model).embedder!;
    const [zhTea, enTea, zhCars, enCars] = await embedder.embed([
      '龙井茶是绿茶',
      'green tea leaf',
      '汽车开在路上',
      'cars on the road',
    ]);
    expect(dot(zhTea!, enTea!)).toBeGreaterThan(0.9);
    expect(dot(zhCars!, enCars!)).toBeGreaterThan(0.8);
    expect(dot(zhTea!, enTea!)).toBeGreaterThan(dot(zhTea!, zhCars!) + 0.5);
    expect(dot(enCars!, zhCars!)).toBeGreaterThan(dot(enCars!, enTea!) + 0.5);
  });

  it('answers a long list in batches, in order, each vector as if embedded alone', async () => {
    const embedder = local(model).embedder!;
    const texts = Array.from({ length: 37 }, (_, index) =>
      index % 2 ? `the road ${'cars '.repeat(index % 5)}` : `茶${'叶'.repeat(index % 4)}`,
    );
    const together = await embedder.embed(texts);
    expect(together).toHaveLength(37);
    for (const index of [0, 5, 16, 17, 36]) {
      const [alone] = await embedder.embed([texts[index]!]);
      together[index]!.forEach((value, slot) => expect(value).toBeCloseTo(alone![slot]!, 5));
    }
  });

  it('stops between batches when the caller gives up', async () => {
    const embedder = local(model).embedder!;
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(embedder.embed(['tea'], controller.signal)).rejects.toThrow('cancelled');
  });

  it('never touches the network: remote models are off and the library’s fetch refuses', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const embedder = local(model).embedder!;
    await embedder.embed(['龙井茶']);
    expect(fetch).not.toHaveBeenCalled();
    const { env } = await import('@huggingface/transformers');
    expect(env).toMatchObject({ allowRemoteModels: false, allowLocalModels: true, useFSCache: false });
    await expect(env.fetch('https://huggingface.co/BAAI/bge-small-zh-v1.5/resolve/main/config.json')).rejects.toThrow(
      LocalEmbedderError,
    );
  });

  it('pools by the first token where the folder’s sentence-transformers config says so', async () => {
    const cls = await writeTinyEmbeddingModel(path.join(root, 'cls-pooled'));
    await mkdir(path.join(cls, '1_Pooling'));
    await writeFile(
      path.join(cls, '1_Pooling', 'config.json'),
      JSON.stringify({ pooling_mode_cls_token: true, pooling_mode_mean_tokens: false }),
    );
    expect(inspectModelFolder(cls).pooling).toBe('cls');
    expect(inspectModelFolder(model).pooling).toBe('mean');
  });
});

describe('a local model folder that is not there or not whole', () => {
  it('leaves search lexical with the reason when the folder is missing', () => {
    const embeddings = local(path.join(root, 'nowhere'));
    expect(embeddings.embedder).toBeNull();
    expect(embeddings.status).toEqual({
      state: 'unavailable',
      reason: 'EMBEDDINGS_LOCAL_PATH: no such folder',
    });
  });

  it('names the files the folder lacks', async () => {
    const partial = await writeTinyEmbeddingModel(path.join(root, 'partial'), {
      omit: ['tokenizer.json', 'onnx/model.onnx'],
    });
    const embeddings = local(partial);
    expect(embeddings.embedder).toBeNull();
    expect(embeddings.status.reason).toBe(
      'EMBEDDINGS_LOCAL_PATH: the folder lacks tokenizer.json, onnx/model.onnx ' +
        '(copy a transformers.js feature-extraction model there)',
    );
  });

  it('says when config.json gives no vector length', async () => {
    const sizeless = await writeTinyEmbeddingModel(path.join(root, 'sizeless'));
    await writeFile(path.join(sizeless, 'config.json'), JSON.stringify({ model_type: 'bert' }));
    expect(() => inspectModelFolder(sizeless)).toThrow(/config.json gives no hidden_size/);
    await writeFile(path.join(sizeless, 'config.json'), '{ not json');
    expect(() => inspectModelFolder(sizeless)).toThrow(/config.json is not readable JSON/);
  });

  it('reports a model file that does not load, and from then on is not used', async () => {
    const broken = await writeTinyEmbeddingModel(path.join(root, 'broken'), {
      modelBytes: new TextEncoder().encode('not an onnx graph'),
    });
    const embeddings = local(broken);
    expect(embeddings.embedder).not.toBeNull(); // its files are all there: unknown until loaded
    const status = await embeddings.check();
    expect(status.state).toBe('unavailable');
    // Named by the setting, never by the server's path: /api/health is public.
    expect(status.reason).toMatch(/^the model in EMBEDDINGS_LOCAL_PATH did not load: /);
    expect(status.reason).not.toContain(broken);
    expect(embeddings.embedder).toBeNull();
  });

  it('refuses a model whose vectors are not as long as its config.json says', async () => {
    const liar = await writeTinyEmbeddingModel(path.join(root, 'liar'));
    await writeFile(path.join(liar, 'config.json'), JSON.stringify({ model_type: 'bert', hidden_size: 16 }));
    const embedder = localEmbedder(inspectModelFolder(liar));
    await expect(embedder.embed(['tea'])).rejects.toMatchObject({
      problem: 'output',
      message: `the model in ${liar} answers 8 dimensions, but its config.json says 16`,
    });
  });

  it('is a configuration error beside a provider: one way to embed', () => {
    expect(() =>
      loadAiConfig({
        EMBEDDINGS_LOCAL_PATH: model,
        EMBEDDINGS_BASE_URL: 'http://127.0.0.1:11434/v1',
        EMBEDDINGS_MODEL: 'bge-m3',
        EMBEDDINGS_DIMENSIONS: '1024',
      }),
    ).toThrow(AiConfigError);
    expect(() => loadAiConfig({ EMBEDDINGS_LOCAL_PATH: model, EMBEDDINGS_DIMENSIONS: '8' })).toThrow(
      /EMBEDDINGS_LOCAL_PATH and EMBEDDINGS_DIMENSIONS are set/,
    );
  });

  it('is off, not unavailable, when nothing is configured', () => {
    const embeddings = configuredEmbeddings(loadAiConfig({}));
    expect(embeddings.embedder).toBeNull();
    expect(embeddings.status).toEqual({ state: 'off' });
  });
});
