import { expect, it } from 'vitest';
import { lexicalEmbedder } from './embedder.ts';

const cosine = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * (b[i] ?? 0), 0);

it('embeds texts as unit vectors of the declared size', async () => {
  const embedder = lexicalEmbedder(64);
  const [vector] = await embedder.embed(['solar panels']);
  expect(vector).toHaveLength(64);
  expect(Math.hypot(...(vector ?? []))).toBeCloseTo(1, 6);
  expect(embedder.id).toBe('lexical-hash-64');
});

it('places texts that share words closer than texts that do not, in both languages', async () => {
  const [query, near, far, zhQuery, zhNear, zhFar] = await lexicalEmbedder().embed([
    'solar panel cleaning',
    'How often should solar panels get cleaning?',
    'The canteen serves soup.',
    '年假有几天',
    '员工每年享有十五天带薪年假',
    '食堂周一供应汤',
  ]);
  expect(cosine(query!, near!)).toBeGreaterThan(cosine(query!, far!) + 0.3);
  expect(cosine(zhQuery!, zhNear!)).toBeGreaterThan(cosine(zhQuery!, zhFar!) + 0.15);
});

it('gives a zero vector for text without words', async () => {
  const [vector] = await lexicalEmbedder(8).embed(['的 了 ...']);
  expect(vector).toEqual(new Array(8).fill(0));
});
