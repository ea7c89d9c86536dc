import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTinyEmbeddingModel } from '../../ai/testing/tiny-embedding-model.ts';
import { getJson } from '../../testing/accounts.ts';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { addSource, searchIn, settled } from './test-kit.ts';

/**
 * Hybrid retrieval on a local model folder (EMBEDDINGS_LOCAL_PATH): a real, tiny BERT-style
 * model run by @huggingface/transformers, whose tokens of one topic point the same way. So
 * "green leaf" finds the tea passage and 驾驶 the one about 开车 with no character in common: only
 * the vector side can. Where the database has no pgvector, retrieval is lexical and says so.
 */
let root: string;
beforeAll(async () => void (root = await mkdtemp(path.join(os.tmpdir(), 'inkstone-local-embedder-'))));
afterAll(async () => rm(root, { recursive: true, force: true }));

const health = async (t: TestApp) => (await getJson(t, '/api/health')).body.data;

describe('with a local model folder', () => {
  let t: TestApp;
  let user: TestUser;
  let hybrid = false;
  beforeAll(async () => {
    const folder = await writeTinyEmbeddingModel(path.join(root, 'tiny-bert'));
    t = await startTestApp({ env: { EMBEDDINGS_LOCAL_PATH: folder } });
    user = await t.createUser();
    hybrid = (await health(t)).vectorSearch === true;
  });
  afterAll(async () => t.close());

  it('says in health that retrieval is hybrid where pgvector is, and how the model stands', async () => {
    const before = await health(t);
    expect(before.retrieval).toBe(hybrid ? 'hybrid' : 'lexical');
    // Not loaded yet: the server process loads it in the background at start (main.ts), the test app on first use.
    expect(before.embeddings).toEqual({ state: 'unchecked' });
  });

  it('finds passages by meaning that share no word with the question, in English and Chinese', async () => {
    const tea = await addSource(t, user, {
      kind: 'text',
      title: 'Longjing',
      body: 'Longjing tea is pan-fired by hand.',
    });
    const cars = await addSource(t, user, { kind: 'text', title: '出行', body: '路上开车要慢。' });
    expect((await settled(t, user, tea.body.data.id)).state).toBe('learned');
    expect((await settled(t, user, cars.body.data.id)).state).toBe('learned');
    const english = (await searchIn(t, user, 'green leaf')).body.data;
    const chinese = (await searchIn(t, user, '驾驶')).body.data;
    if (!hybrid) {
      // Words only: nothing is shared, and nothing is invented.
      expect(english).toEqual([]);
      expect(chinese).toEqual([]);
      return;
    }
    expect(english[0]).toMatchObject({ sourceId: tea.body.data.id });
    expect(chinese[0]).toMatchObject({ sourceId: cars.body.data.id });
    expect((await health(t)).embeddings).toEqual({ state: 'available' });
  });
});

describe('with a local model folder that is not whole', () => {
  it('keeps serving on words alone and says why', async () => {
    const missing = path.join(root, 'never-copied');
    const t = await startTestApp({ env: { EMBEDDINGS_LOCAL_PATH: missing } });
    try {
      expect(await health(t)).toMatchObject({
        retrieval: 'lexical',
        embeddings: { state: 'unavailable', reason: 'EMBEDDINGS_LOCAL_PATH: no such folder' },
      });
      const user = await t.createUser();
      const added = await addSource(t, user, {
        kind: 'text',
        title: 'Tea',
        body: 'Longjing tea is pan-fired by hand.',
      });
      expect((await settled(t, user, added.body.data.id)).state).toBe('learned');
      expect((await searchIn(t, user, 'Longjing tea')).body.data[0]).toMatchObject({ sourceId: added.body.data.id });
    } finally {
      await t.close();
    }
  });

  it('turns to words alone when the model file does not load, and says so', async () => {
    const folder = await writeTinyEmbeddingModel(path.join(root, 'broken'), {
      modelBytes: new TextEncoder().encode('not an onnx graph'),
    });
    const t = await startTestApp({ env: { EMBEDDINGS_LOCAL_PATH: folder } });
    try {
      const user = await t.createUser();
      const hybrid = (await health(t)).vectorSearch === true;
      // Learning it is what first loads the model: that try fails, the next learns it by its words.
      const added = await addSource(t, user, {
        kind: 'text',
        title: 'Tea',
        body: 'Longjing tea is pan-fired by hand.',
      });
      expect((await settled(t, user, added.body.data.id, 30_000)).state).toBe('learned');
      expect((await searchIn(t, user, 'Longjing tea')).body.data[0]).toMatchObject({ sourceId: added.body.data.id });
      if (!hybrid) return; // without pgvector the model is never asked for
      const said = await health(t);
      expect(said).toMatchObject({
        retrieval: 'lexical',
        embeddings: {
          state: 'unavailable',
          reason: expect.stringMatching(/^the model in EMBEDDINGS_LOCAL_PATH did not load: /),
        },
      });
      // The public health call never shows the server's paths.
      expect(JSON.stringify(said)).not.toContain(folder);
    } finally {
      await t.close();
    }
  }, 40_000);
});
