import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { addSource, searchIn, settled } from './test-kit.ts';

/**
 * URL sources: a page fetched once through the safe fetcher, its main text kept. The pages are
 * served on loopback, which only FETCH_ALLOW_HOSTS lets the fetcher reach.
 */
const ARTICLE = `<!doctype html><html><head><title>Tea in Hangzhou</title></head><body>
<nav><a href="/">Home</a> · <a href="/shop">Shop</a> · Sign in</nav>
<article><h1>Tea in Hangzhou</h1>
<p>Longjing tea is grown in the hills west of the lake. The leaves are pan-fired by hand, which
gives them their flat shape and chestnut aroma. Spring harvest before Qingming is the most prized.</p>
<p>西湖龙井产于杭州西湖周围的群山之中，以色绿、香郁、味甘、形美著称。明前茶最为珍贵。</p>
</article><footer>© Tea Society</footer></body></html>`;

let pages: http.Server;
let port = 0;
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  pages = http.createServer((request, response) => {
    if (request.url === '/article')
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
    if (request.url === '/empty')
      return response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body><script></script></body></html>');
    if (request.url === '/stall') return; // never answers
    if (request.url === '/file.zip') return response.writeHead(200, { 'content-type': 'application/zip' }).end('PK');
    response.writeHead(404).end('not here');
  });
  pages.listen(0, '127.0.0.1');
  await once(pages, 'listening');
  port = (pages.address() as AddressInfo).port;
  t = await startTestApp({ env: { FETCH_ALLOW_HOSTS: `127.0.0.1:${port}`, KNOWLEDGE_FETCH_TIMEOUT_MS: '300' } });
  user = await t.createUser();
});
afterAll(async () => {
  await t.close();
  pages.closeAllConnections();
  pages.close();
});
const zh = { 'accept-language': 'zh-CN' };
const page = (path: string) => `http://127.0.0.1:${port}${path}`;

describe('a web page', () => {
  it('is fetched once, learned as its main text under its title, and answers in both languages', async () => {
    const added = await addSource(t, user, { kind: 'url', url: page('/article') });
    expect(added.body.data).toMatchObject({ kind: 'url', origin: 'web' });
    const view = await settled(t, user, added.body.data.id);
    expect(view).toMatchObject({ state: 'learned', name: 'Tea in Hangzhou' });
    const [english] = (await searchIn(t, user, 'How are Longjing leaves fired?')).body.data;
    expect(english.text).toContain('pan-fired by hand');
    expect(english.text).not.toContain('Sign in');
    const [chinese] = (await searchIn(t, user, '龙井茶产在哪里')).body.data;
    expect(chinese.text).toContain('西湖龙井产于杭州西湖周围的群山之中');
  });

  const failures: [string, string, string][] = [
    ['a page with no text', '/empty', 'No text was found in it'],
    ['a missing page', '/missing', 'The page could not be read: it answered HTTP 404'],
    ['something that is not a page', '/file.zip', 'Unsupported format: please convert the file to one of'],
  ];
  it.each(failures)('fails %s with the reason', async (_name, path, reason) => {
    const added = await addSource(t, user, { kind: 'url', url: page(path) });
    const view = await settled(t, user, added.body.data.id);
    expect(view.state).toBe('failed');
    expect(view.reason).toContain(reason);
  });

  it('fails an address on a private network, with the reason in each reader’s language', async () => {
    const added = await addSource(
      t,
      user,
      { kind: 'url', url: 'http://10.0.0.8/admin' },
      {},
      { 'accept-language': 'zh-CN' },
    );
    const view = await settled(t, user, added.body.data.id);
    expect(view.state).toBe('failed');
    expect(view.reason).toContain('private network');
    // The reason is kept as a message key: each reader gets it in their own language.
    const chinese = await getJson(t, `/api/cli/knowledge/v1/status?ids=${view.id}`, { ...auth(user), ...zh });
    expect(chinese.body.data[0].reason).toContain('内部网络');
  });

  it('tries a page that never answers again, then fails it with the timeout', async () => {
    const added = await addSource(t, user, { kind: 'url', url: page('/stall') });
    const view = await settled(t, user, added.body.data.id, 30_000);
    expect(view.state).toBe('failed');
    expect(view.reason).toBe('The website did not answer within 1 s');
  }, 40_000);
});
