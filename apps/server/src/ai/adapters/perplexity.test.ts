import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ask, run, testAccess } from '../testing/access.ts';
import { startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream.ts';
import { perplexityFormat } from '../testing/openai-chat-format.ts';

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream([perplexityFormat()]);
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const access = () => testAccess({ PERPLEXITY_API_KEY: 'pplx-key', PERPLEXITY_BASE_URL: fake.url });

it('turns citations into sources numbered from 1 in the order Perplexity lists them, with titles', async () => {
  fake.script({
    kind: 'answer',
    text: 'Tokyo is the capital [1], and the largest city [2].',
    citations: [
      { url: 'https://example.org/japan', title: 'Japan facts' },
      { url: 'https://example.org/tokyo', title: 'Tokyo' },
    ],
  });
  const out = await run(access(), 'perplexity', ask('Capital of Japan?'));
  expect(out.text).toBe('Tokyo is the capital [1], and the largest city [2].');
  expect(out.sources).toEqual([
    { index: 1, url: 'https://example.org/japan', title: 'Japan facts' },
    { index: 2, url: 'https://example.org/tokyo', title: 'Tokyo' },
  ]);
  expect(out.last).toMatchObject({ type: 'finish', result: { sources: out.sources } });
  expect(fake.requests[0]?.path).toBe('/chat/completions');
  expect(fake.requests[0]?.headers.authorization).toBe('Bearer pplx-key');
  expect(fake.requests[0]?.body.model).toBe('sonar');
});

it('lists a source once even when it is cited again', async () => {
  fake.script({
    kind: 'answer',
    text: 'x',
    citations: [{ url: 'https://a.example' }, { url: 'https://a.example' }, { url: 'https://b.example' }],
  });
  const out = await run(access(), 'perplexity', ask('q'));
  expect(out.sources.map((source) => [source.index, source.url])).toEqual([
    [1, 'https://a.example'],
    [2, 'https://b.example'],
  ]);
});

it('answers without sources when Perplexity cites none', async () => {
  fake.script({ kind: 'answer', text: 'No sources needed.' });
  const out = await run(access(), 'perplexity', ask('2+2?'));
  expect(out.sources).toEqual([]);
  expect(out.text).toBe('No sources needed.');
});
