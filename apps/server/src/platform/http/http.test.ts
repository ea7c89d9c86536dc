import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { json } from '../../testing/json.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.url}${path}`, { headers });

describe('the HTTP edge', () => {
  it('answers health with the database mode, demo mode and version', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      status: 'ok',
      version: '1.0.0',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      demoMode: true,
      // Checked by the server process at start (main.ts); an app built without it has not looked.
      ocr: { state: 'unchecked' },
      edition: 'global',
    });
  });

  it('answers an unknown API path with an envelope in the request language', async () => {
    const en = await get('/api/no/such/thing');
    expect(en.status).toBe(404);
    expect(await json(en)).toEqual({ code: 404, msg: 'No such API: GET /api/no/such/thing', type: 'ERROR' });
    const zh = await get('/api/no/such/thing', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect((await json(zh)).msg).toBe('不存在的接口：GET /api/no/such/thing');
  });

  it('refuses a malformed JSON body with a clear message', async () => {
    const response = await fetch(`${t.url}/api/cli/file/v1/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(response.status).toBe(400);
    expect((await json(response)).msg).toBe('The request body could not be read');
  });

  it('refuses an oversize body', async () => {
    const response = await fetch(`${t.url}/api/cli/file/v1/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      body: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await json(response)).toMatchObject({ code: 413, msg: '请求内容过大' });
  });

  it('refuses a wrongly typed field, naming it', async () => {
    const user = await t.createUser();
    const response = await get(`/api/cli/job/v1/get?id=${'x'.repeat(100)}`, { authorization: `Bearer ${user.token}` });
    expect(response.status).toBe(400);
    expect((await json(response)).msg).toBe('Invalid value for "id"');
  });

  it('tags every answer with a request id, keeping a well-formed one the client sent', async () => {
    const mine = await get('/api/health', { 'x-request-id': 'client-chosen-id-1' });
    expect(mine.headers.get('x-request-id')).toBe('client-chosen-id-1');
    const generated = await get('/api/health', { 'x-request-id': 'bad id!' });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const response = await get('/notebook');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('sends API answers, refusals and the API reference the headers each needs', async () => {
    for (const path of ['/api/cli/config/v1/get', '/api/no/such/call']) {
      const response = await get(path);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      // Only pages read these: an answer does not carry them.
      expect(response.headers.get('x-xss-protection')).toBeNull();
      expect(response.headers.get('origin-agent-cluster')).toBeNull();
    }
    // The reference is a page: its own policy lets its scripts run.
    const docs = await get('/api/docs/static/index.html');
    expect(docs.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('serves the web app for every non-API path (SPA fallback)', async () => {
    for (const path of ['/', '/notebook/42', '/some/unknown/page']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('Inkstone test shell');
    }
  });

  it('answers 404, not the page, for a missing asset file', async () => {
    for (const path of ['/assets/index-old.js', '/missing.css']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).not.toContain('text/html');
    }
  });

  it('publishes an OpenAPI document built from the contract, with a reference page', async () => {
    const document = await json(get('/api/docs/json'));
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/cli/region/v1/get', '/api/cli/file/v1/upload']),
    );
    expect(
      document.paths['/api/health'].get.responses['200'].content['application/json'].schema.properties.data.properties
        .database.enum,
    ).toEqual(['pglite', 'postgres']);
    const page = await get('/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });

  it('gives the web app its deployment facts', async () => {
    const body = await json(get('/api/cli/config/v1/get'));
    expect(body.data).toEqual({
      edition: 'global',
      demoMode: true,
      version: '1.0.0',
      recordNumber: null,
      contactEmail: null,
      chatFiles: { maxCount: 5, maxMb: 20 },
      // No search provider configured: the composer's web-search switch is disabled.
      webSearch: { provider: null },
    });
  });

  it("answers the visitor's region, from the default when nothing else is known", async () => {
    const body = await json(get('/api/cli/region/v1/get'));
    expect(body.data).toEqual({ country: 'US', inChina: false, source: 'default' });
  });
});

describe('the region behind a trusted proxy', () => {
  it('reads the configured country header', async () => {
    const proxied = await startTestApp({ env: { COUNTRY_HEADER: 'CF-IPCountry', DEFAULT_COUNTRY: 'de' } });
    try {
      const fromHeader = await fetch(`${proxied.url}/api/cli/region/v1/get`, { headers: { 'cf-ipcountry': 'CN' } });
      expect((await json(fromHeader)).data).toEqual({ country: 'CN', inChina: true, source: 'header' });
      const fallback = await fetch(`${proxied.url}/api/cli/region/v1/get`);
      expect((await json(fallback)).data).toEqual({ country: 'DE', inChina: false, source: 'default' });
    } finally {
      await proxied.close();
    }
  });
});
