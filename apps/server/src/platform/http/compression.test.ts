import http from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { auth } from '../../testing/harness.ts';
import { useSignedInApp } from '../../testing/signed-in-app.ts';

const kit = useSignedInApp();

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A raw request: fetch would decode the body and hide the encoding. */
function request(
  pathname: string,
  options: { acceptEncoding?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.acceptEncoding !== undefined) headers['accept-encoding'] = options.acceptEncoding;
  return new Promise((resolve, reject) => {
    const sent = http.request(`${kit.t.url}${pathname}`, { method: options.method ?? 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', reject);
    sent.end(options.body);
  });
}

const decode = ({ body, headers }: Raw) => {
  const encoding = headers['content-encoding'];
  return (
    encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body
  ).toString();
};

const MODELS = '/api/cli/chatgpt/v1/getModelList';

describe('compressed API answers', () => {
  it('compresses a large JSON answer by the request’s Accept-Encoding, brotli first', async () => {
    const plain = await request(MODELS);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await request(MODELS, { acceptEncoding: accept });
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(expected);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(decode(answer), accept).toBe(plain.body.toString());
      if (!expected) continue;
      expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(answer.body.length, accept).toBeLessThan(plain.body.length / 2);
    }
  });

  it('sends a small answer as it is', async () => {
    const small = await request('/api/no/such/thing', { acceptEncoding: 'br, gzip' });
    expect(small.status).toBe(404);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ code: 404 });
  });

  it('never compresses a chat stream: each frame goes out as it is written', async () => {
    const stream = await request('/api/cli/chatgpt/v1/ssePost', {
      method: 'POST',
      acceptEncoding: 'br, gzip',
      headers: { ...auth(kit.user), 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'Say something long enough to pass a kilobyte. '.repeat(40) }),
    });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body.toString()).toMatch(/^(id: .*\n)?data: \{/);
    expect(stream.body.toString()).toContain('"type":"done"');
  });

  it('leaves a stored file’s bytes and length as they are', async () => {
    const text = 'A stored note, longer than a kilobyte. '.repeat(60);
    const form = new FormData();
    form.set('filePurpose', 'chat');
    form.set('file', new Blob([text], { type: 'text/plain' }), 'notes.txt');
    const uploaded = await fetch(`${kit.t.url}/api/cli/file/v1/uploadChat`, {
      method: 'POST',
      body: form,
      headers: auth(kit.user),
    });
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
    const served = await request(url, { acceptEncoding: 'br, gzip', headers: auth(kit.user) });
    expect(served.status).toBe(200);
    expect(served.headers['content-encoding']).toBeUndefined();
    expect(served.headers['content-length']).toBe(String(Buffer.byteLength(text)));
    expect(served.body.toString()).toBe(text);
  });
});
