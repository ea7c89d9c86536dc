import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bing } from './bing.ts';
import { brave } from './brave.ts';
import { searxng } from './searxng.ts';
import { tavily } from './tavily.ts';
import { startFakeSearch, type FakeSearch } from './test-kit.ts';
import { SearchFault, type WebSearchProvider } from './types.ts';

let fake: FakeSearch;
beforeAll(async () => {
  fake = await startFakeSearch({ pages: [{ slug: 'tea', title: 'Tea', html: '<p>tea</p>' }] });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.fault = null;
  fake.requests.length = 0;
});

const search = (provider: WebSearchProvider, timeoutMs = 2000) =>
  provider.search('longjing tea', { count: 3, language: 'zh_CN', signal: AbortSignal.timeout(timeoutMs) });
const faultOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof SearchFault ? error.kind : error),
  );

const providers: [string, () => WebSearchProvider, (request: FakeSearch['requests'][number]) => void][] = [
  [
    'SearXNG',
    () => searxng(`${fake.url}/`),
    (request) => expect(request.path).toMatch(/^\/search\?q=longjing\+tea&format=json&language=zh-CN/),
  ],
  [
    'Tavily',
    () => tavily('tvly-key', fake.url),
    (request) => {
      expect(request.headers.authorization).toBe('Bearer tvly-key');
      expect(JSON.parse(request.body)).toMatchObject({ query: 'longjing tea', max_results: 3 });
    },
  ],
  [
    'Bing',
    () => bing('bing-key', fake.url),
    (request) => {
      expect(request.headers['ocp-apim-subscription-key']).toBe('bing-key');
      expect(request.path).toMatch(/^\/v7\.0\/search\?q=longjing\+tea&count=3&mkt=zh-CN/);
    },
  ],
  [
    'Brave',
    () => brave('brave-key', fake.url),
    (request) => {
      expect(request.headers['x-subscription-token']).toBe('brave-key');
      expect(request.path).toMatch(/^\/res\/v1\/web\/search\?q=longjing\+tea&count=3/);
    },
  ],
];

describe.each(providers)('%s', (_name, make, checkRequest) => {
  it('sends the question in its wire format and reads titles, addresses and snippets back', async () => {
    expect(await search(make())).toEqual([{ title: 'Tea', url: `${fake.url}/pages/tea`, snippet: 'About Tea' }]);
    checkRequest(fake.requests.at(-1)!);
  });

  it('names each fault: a refused key, rate limiting, a server error, nonsense, silence', async () => {
    fake.state.fault = { status: 401 };
    expect(await faultOf(search(make()))).toBe('refused');
    fake.state.fault = { status: 429 };
    expect(await faultOf(search(make()))).toBe('busy');
    fake.state.fault = { status: 503 };
    expect(await faultOf(search(make()))).toBe('failed');
    fake.state.fault = 'malformed';
    expect(await faultOf(search(make()))).toBe('failed');
    fake.state.fault = 'stall';
    expect(await faultOf(search(make(), 150))).toBe('timeout');
  });
});

it('skips results that are not web addresses and reads "no hits" as an empty list', async () => {
  fake.state.pages.push({ slug: 'x', title: 'X', html: '' });
  const extra = await startFakeSearch({ extraResults: ['javascript:alert(1)', 'ftp://files.example/a'] });
  try {
    expect(await search(searxng(extra.url))).toEqual([]);
  } finally {
    fake.state.pages.pop();
    await extra.close();
  }
});
