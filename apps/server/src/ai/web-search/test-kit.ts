import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A page the fake serves at /pages/<slug>, and lists as a search result for any question. */
export type FakePage = { slug: string; title: string; html: string };
export type FakeFault = { status: number } | 'stall' | 'malformed' | null;

/**
 * One local server speaking the four providers' wire formats (SearXNG GET /search?format=json,
 * Tavily POST /search, Bing GET /v7.0/search, Brave GET /res/v1/web/search) and serving the
 * result pages themselves, for the adapters' tests, the chat's and the browser suite. `fault`
 * makes every search answer that way; every search request is recorded.
 */
export async function startFakeSearch(options: { port?: number; pages?: FakePage[]; extraResults?: string[] } = {}) {
  const requests: { method: string; path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const state: { fault: FakeFault; pages: FakePage[]; extraResults: string[] } = {
    fault: null,
    pages: options.pages ?? [],
    extraResults: options.extraResults ?? [],
  };
  let base = '';
  const results = () => [
    ...state.pages.map((page) => ({
      title: page.title,
      url: `${base}/pages/${page.slug}`,
      text: `About ${page.title}`,
    })),
    ...state.extraResults.map((url, index) => ({ title: `Extra ${index + 1}`, url, text: 'An extra result' })),
  ];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname.startsWith('/pages/')) {
      const page = state.pages.find((item) => url.pathname === `/pages/${item.slug}`);
      if (!page) return response.writeHead(404).end('no such page');
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page.html);
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname + url.search,
        headers: request.headers,
        body,
      });
      const { fault } = state;
      if (fault === 'stall') return;
      if (fault === 'malformed') return response.writeHead(200, { 'content-type': 'application/json' }).end('{"res');
      if (fault) return response.writeHead(fault.status, { 'content-type': 'application/json' }).end('{"error":"x"}');
      const found = results();
      const json = (value: unknown) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (url.pathname === '/search' && request.method === 'GET' && url.searchParams.get('format') === 'json')
        return json({ query: url.searchParams.get('q'), results: found.map((r) => ({ ...r, content: r.text })) });
      if (url.pathname === '/search' && request.method === 'POST')
        return json({ query: '', results: found.map((r) => ({ ...r, content: r.text, score: 0.9 })) });
      if (url.pathname === '/v7.0/search')
        return json({
          _type: 'SearchResponse',
          webPages: { value: found.map((r) => ({ name: r.title, url: r.url, snippet: r.text })) },
        });
      if (url.pathname === '/res/v1/web/search')
        return json({ type: 'search', web: { results: found.map((r) => ({ ...r, description: r.text })) } });
      response.writeHead(404).end();
    });
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    server,
    url: base,
    hostPort: `127.0.0.1:${port}`,
    requests,
    state,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeSearch = Awaited<ReturnType<typeof startFakeSearch>>;
