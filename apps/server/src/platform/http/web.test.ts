import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { webApp } from './web.ts';

// The built web app as the build leaves it: each text file beside its .br and .gz (made by the
// compression plugin in apps/web/vite.config.ts). A tiny one is made here; nothing is built.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
const index =
  '<!doctype html><title>Precompressed shell</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>';
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const style = 'body{margin:0}'.repeat(100);

function writeBuilt(relative: string, text: string) {
  const file = path.join(dist, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

let t: TestApp;
beforeAll(async () => {
  writeBuilt('index.html', index);
  writeBuilt('assets/index-Ab12Cd34.js', script);
  writeBuilt('assets/index-Ef56Gh78.css', style);
  fs.writeFileSync(path.join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  t = await startTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A raw GET: fetch would decode the body and hide the encoding. */
function get(
  pathname: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${t.url}${pathname}`,
      { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('error', reject);
  });
}

const decode = (body: Buffer, encoding: string | undefined) =>
  (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString();

describe('the built web app', () => {
  it('serves a hashed asset precompressed by the request’s Accept-Encoding, cached for a year', async () => {
    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const response = await get('/assets/index-Ab12Cd34.js', accept);
      expect(response.status, String(accept)).toBe(200);
      expect(response.headers['content-encoding'], String(accept)).toBe(expected);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response.body, expected)).toBe(script);
    }
  });

  it('falls back to the next encoding when one was not built', async () => {
    const response = await get('/assets/index-Ef56Gh78.css', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('br');
    fs.rmSync(path.join(dist, 'assets/index-Ef56Gh78.css.br'));
    const fallback = await get('/assets/index-Ef56Gh78.css', 'br, gzip');
    expect(fallback.headers['content-encoding']).toBe('gzip');
    expect(decode(fallback.body, 'gzip')).toBe(style);
    expect(fallback.headers['content-type']).toMatch(/^text\/css/);
  });

  it('serves index.html compressed too, never cached, for the root and every client route', async () => {
    for (const pathname of ['/', '/index.html', '/notebook/42']) {
      const response = await get(pathname, 'gzip, br');
      expect(response.status, pathname).toBe(200);
      expect(response.headers['content-encoding'], pathname).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], pathname).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response.body, 'br')).toBe(index);
    }
    const plain = await get('/notebook/42');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(index);
  });

  it('keeps unhashed files revalidated and a missing asset a plain 404', async () => {
    const icon = await get('/favicon.ico', 'br');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('no-cache');
    const missing = await get('/assets/index-Old00000.js', 'br, gzip');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/text\/html/);
  });
});

describe('a build whose own folder path holds an "assets" folder', () => {
  it('still caches only the files under the build’s assets/ folder for a year', async () => {
    // e.g. WEB_DIST=/srv/assets/inkstone: the folder above the build must not count.
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'web-parent-'));
    const nested = path.join(parent, 'assets', 'inkstone');
    fs.mkdirSync(path.join(nested, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(nested, 'index.html'), index);
    fs.writeFileSync(path.join(nested, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    fs.writeFileSync(path.join(nested, 'assets/index-Ab12Cd34.js'), script);
    const app = Fastify({ logger: false });
    try {
      await webApp(app, nested);
      const headersOf = async (url: string) => (await app.inject({ url })).headers['cache-control'];
      expect(await headersOf('/assets/index-Ab12Cd34.js')).toBe('public, max-age=31536000, immutable');
      expect(await headersOf('/index.html')).toBe('no-cache');
      expect(await headersOf('/favicon.ico')).toBe('no-cache');
      expect(await headersOf('/notebook')).toBe('no-cache');
    } finally {
      await app.close();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
