import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { startFakeSearch, type FakeSearch } from '../../ai/web-search/test-kit.ts';
import { getJson, postJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';
import { searchTheWeb } from './service.ts';

/**
 * The chat's web-search switch against a fake SearXNG that also serves the result pages (on
 * loopback: only FETCH_ALLOW_HOSTS lets the fetcher reach it). Demo mode: the offline engine
 * answers by quoting the pages, so what it cites is exactly what the search gave it.
 */
const ARTICLE = `<!doctype html><html><head><title>Longjing tea</title></head><body>
<nav>Home · Shop · Sign in</nav><article><h1>Longjing tea</h1>
<p>Longjing leaves are pan-fired by hand in a hot wok, which gives them their flat shape.
The spring harvest before Qingming is the most prized of the year.</p></article></body></html>`;

let fake: FakeSearch;
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  fake = await startFakeSearch({ pages: [{ slug: 'longjing', title: 'Longjing tea', html: ARTICLE }] });
  // A result on a private address, and one on loopback but another port: neither may be used.
  fake.state.extraResults = ['http://10.1.2.3/wiki/longjing', 'http://127.0.0.1:9/longjing'];
  t = await startTestApp({
    env: { SEARXNG_URL: fake.url, FETCH_ALLOW_HOSTS: fake.hostPort, WEB_SEARCH_TIMEOUT_MS: '1500' },
  });
  user = await t.createUser();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.state.fault = null;
  fake.requests.length = 0;
});
const ask = (body: Record<string, unknown>, headers: Record<string, string> = {}, who = user) =>
  streamChat(t, '/api/cli/chatgpt/v1/ssePost', body, who.token, headers);
const sourcesOf = (frames: Awaited<ReturnType<typeof ask>>['frames']) =>
  frames.flatMap((frame) => (frame.code === 200 && frame.data.type === 'source' ? [frame.data.source] : []));

describe('a question asked with web search', () => {
  it('is searched first and answered from the pages found, citing them, for its asker only', async () => {
    const result = await ask({ prompt: 'How are Longjing leaves fired?', webSearch: true });
    expect(fake.requests[0]?.path).toMatch(/^\/search\?q=How\+are\+Longjing\+leaves\+fired%3F&format=json/);
    expect(result.text).toContain('pan-fired by hand');
    const sources = sourcesOf(result.frames);
    expect(sources).toEqual([{ index: 1, title: 'Longjing tea', url: `${fake.url}/pages/longjing` }]);
    expect(result.last).toMatchObject({ code: 200, end: true });

    const start = result.frames[0]!;
    const sessionId = start.code === 200 && start.data.type === 'start' ? start.data.sessionId : '';
    const history = await getJson(t, `/api/cli/chatgpt/v1/page?msgId=${sessionId}`, auth(user));
    expect(history.body.data.records[0].source).toEqual(sources);
    // Nothing of it reaches another user: their history of that conversation is refused.
    const stranger = await t.createUser();
    const theirs = await getJson(t, `/api/cli/chatgpt/v1/page?msgId=${sessionId}`, auth(stranger));
    expect(JSON.stringify(theirs.body)).not.toContain('longjing');
  });

  it('is refused, in the reader’s language, when it names a private address: nothing is searched or kept', async () => {
    const before = await postJson(t, '/api/cli/chat/topic/v1/page', {}, auth(user));
    const english = await ask({ prompt: 'Summarise http://192.168.1.20/admin please', webSearch: true });
    expect(english.status).toBe(400);
    expect(english.envelope.msg).toContain('private network (http://192.168.1.20/admin)');
    const chinese = await ask(
      { prompt: '总结 localhost:8080/secret', webSearch: true },
      { 'accept-language': 'zh-CN' },
    );
    expect(chinese.envelope.msg).toContain('内部网络地址（localhost:8080）');
    expect(fake.requests).toEqual([]);
    const after = await postJson(t, '/api/cli/chat/topic/v1/page', {}, auth(user));
    expect(after.body.data.total).toBe(before.body.data.total);
    // The switch takes a boolean only.
    const bad = await ask({ prompt: 'Longjing?', webSearch: 'yes' });
    expect(bad.status).toBe(400);
  });

  it('is still answered when the search fails, saying the answer does not use the web', async () => {
    fake.state.fault = { status: 500 };
    const failed = await ask({ prompt: 'How are Longjing leaves fired?', webSearch: true });
    expect(failed.text).toMatch(/^> The web search failed or took too long/);
    expect(sourcesOf(failed.frames)).toEqual([]);
    expect(failed.last).toMatchObject({ code: 200, end: true });
    fake.state.fault = { status: 429 };
    const busy = await ask({ prompt: '龙井怎么炒？', webSearch: true }, { 'accept-language': 'zh-CN' });
    expect(busy.text).toMatch(/^> 搜索服务繁忙/);
  });
});

it('says which provider is configured, in health and in the client config', async () => {
  expect((await getJson(t, '/api/health')).body.data.webSearch).toEqual({ configured: true, provider: 'searxng' });
  expect((await getJson(t, '/api/cli/config/v1/get')).body.data.webSearch).toEqual({ provider: 'searxng' });
});

it('with no provider configured, searches nothing and says what to configure', async () => {
  const found = await searchTheWeb(loadConfig({}), 'Longjing tea', 'en');
  expect(found).toEqual({ documents: [], notice: expect.stringContaining('SEARXNG_URL') });
});
