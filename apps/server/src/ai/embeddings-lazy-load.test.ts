import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runRecordingNativeLoads } from './testing/native-loads.ts';
import { writeTinyEmbeddingModel } from './testing/tiny-embedding-model.ts';

const modelAccess = fileURLToPath(new URL('./model-access.ts', import.meta.url));

// When @huggingface/transformers (and with it the ONNX runtime) loads.
const script = (folder: string) => `
const { createModelAccess } = await import(${JSON.stringify(modelAccess)});
const none = createModelAccess({ env: {} });
const local = createModelAccess({ env: { EMBEDDINGS_LOCAL_PATH: ${JSON.stringify(folder)} } });
const afterStart = onnx();
const [vector] = await local.embedder.embed(['茶']);
console.log(JSON.stringify({ none: none.embeddings.status, afterStart, length: vector.length, afterEmbed: onnx() }));
`;

let root: string;
beforeAll(async () => void (root = await mkdtemp(path.join(os.tmpdir(), 'inkstone-embed-lazy-'))));
afterAll(async () => rm(root, { recursive: true, force: true }));

it('loads transformers and its runtime only when the local model is first used', async () => {
  const folder = await writeTinyEmbeddingModel(path.join(root, 'tiny'));
  expect(await runRecordingNativeLoads(script(folder))).toEqual({
    none: { state: 'off' },
    afterStart: false,
    length: 8,
    afterEmbed: true,
  });
});
