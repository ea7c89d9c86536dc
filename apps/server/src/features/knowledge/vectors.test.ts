import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../../testing/accounts.ts';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { addSource, searchIn, settled } from './test-kit.ts';
import { postJson } from '../../testing/accounts.ts';
import { auth } from '../../testing/harness.ts';

/**
 * Hybrid retrieval against a local server speaking the OpenAI `/embeddings` wire format. Its
 * vectors are built from a small table of concepts, so "automobile" lands near "cars" while
 * sharing no word with them: only the vector side can find that passage. Where the database
 * has no pgvector (the CI's PostgreSQL), retrieval is lexical and says so.
 */
const CONCEPTS: Record<string, number> = {
  car: 0,
  cars: 0,
  automobile: 0,
  vehicle: 0,
  汽车: 0,
  tea: 1,
  茶: 1,
  龙井: 1,
  returned: 2,
  return: 2,
  'bring back': 2,
  退货: 2,
};
const DIMENSIONS = 8;
function embed(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  const lower = text.toLowerCase();
  for (const [word, slot] of Object.entries(CONCEPTS)) if (lower.includes(word)) vector[slot]! += 1;
  // Every text also points a little along a slot of its own, so no two are identical.
  vector[3 + (lower.length % 5)]! += 0.3;
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

let embeddings: http.Server;
const inputs: string[] = [];
let t: TestApp;
let user: TestUser;
let hybrid = false;
beforeAll(async () => {
  embeddings = http.createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const { input } = JSON.parse(body) as { input: string[] | string };
    const texts = Array.isArray(input) ? input : [input];
    inputs.push(...texts);
    if (texts.some((text) => text.includes('UPSTREAM-DOWN'))) {
      return response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        object: 'list',
        model: 'concept-embed',
        data: texts.map((text, index) => ({ object: 'embedding', index, embedding: embed(text) })),
        usage: { prompt_tokens: texts.length, total_tokens: texts.length },
      }),
    );
  });
  embeddings.listen(0, '127.0.0.1');
  await once(embeddings, 'listening');
  const { port } = embeddings.address() as AddressInfo;
  t = await startTestApp({
    env: {
      EMBEDDINGS_BASE_URL: `http://127.0.0.1:${port}/v1`,
      EMBEDDINGS_MODEL: 'concept-embed',
      EMBEDDINGS_DIMENSIONS: String(DIMENSIONS),
      AI_MAX_RETRIES: '0',
    },
  });
  user = await t.createUser();
  hybrid = (await getJson(t, '/api/health')).body.data.vectorSearch === true;
});
afterAll(async () => {
  await t.close();
  embeddings.close();
});

describe('with an embeddings provider', () => {
  it('says in health whether retrieval is hybrid: it is where pgvector is', async () => {
    expect((await getJson(t, '/api/health')).body.data.retrieval).toBe(hybrid ? 'hybrid' : 'lexical');
  });

  it('finds a passage by meaning that shares no word with the question, and only where vectors run', async () => {
    const cars = await addSource(t, user, {
      kind: 'text',
      title: 'Returns',
      body: 'Cars may be returned within a week.',
    });
    const tea = await addSource(t, user, { kind: 'text', title: 'Tea', body: 'Longjing tea is pan-fired by hand.' });
    await settled(t, user, cars.body.data.id);
    await settled(t, user, tea.body.data.id);
    const hits = (await searchIn(t, user, 'Can my automobile come back?')).body.data;
    if (!hybrid) {
      // Words only: nothing is shared, and nothing is invented.
      expect(hits).toEqual([]);
      return;
    }
    expect(inputs).toContain('# Returns\n\nCars may be returned within a week.');
    expect(hits[0]).toMatchObject({ sourceId: cars.body.data.id });
    expect(hits[0].score).toBeGreaterThan(0);
  });

  it('drops vector matches below the knowledge score, keeps word matches whatever it is', async () => {
    const strict = await postJson(
      t,
      '/api/cli/knowledge/v1/search',
      { container: { kind: 'notebook', id: 'n1' }, question: 'Can my automobile come back?', topK: 5, minScore: 0.99 },
      auth(user),
    );
    expect(strict.body.data).toEqual([]);
    const words = await postJson(
      t,
      '/api/cli/knowledge/v1/search',
      { container: { kind: 'notebook', id: 'n1' }, question: 'Longjing tea', topK: 5, minScore: 0.99 },
      auth(user),
    );
    expect(words.body.data[0].text).toBe('# Tea\n\nLongjing tea is pan-fired by hand.');
  });

  it('tries a source again while the provider fails, then fails it with the reason; others still learn', async () => {
    const added = await addSource(t, user, { kind: 'text', title: 'Down', body: 'UPSTREAM-DOWN test passage.' });
    const view = await settled(t, user, added.body.data.id, 30_000);
    if (!hybrid) {
      expect(view.state).toBe('learned'); // no vectors are asked for without pgvector
      return;
    }
    expect(view.state).toBe('failed');
    expect(view.reason).toMatch(/^Learning failed: /);
    const after = await addSource(t, user, { kind: 'text', title: 'Fine', body: 'A fine passage about tea.' });
    expect((await settled(t, user, after.body.data.id)).state).toBe('learned');
  }, 40_000);
});
