import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../platform/db/tables/files.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { json } from '../../testing/json.ts';

// A real 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp({ env: { UPLOAD_LIMIT_BYTES: String(64 * 1024) } });
  user = await t.createUser();
});
afterAll(() => t.close());

function upload(bytes: Buffer, name: string, purpose = 'mj', headers: Record<string, string> = auth(user)) {
  const form = new FormData();
  form.set('filePurpose', purpose);
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${t.url}/api/cli/file/v1/upload`, { method: 'POST', body: form, headers });
}
const storedFiles = () => {
  const dir = path.join(t.store.dataDir, 'files');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((name) => String(name).includes('.'))
    : [];
};
const fileRows = async () => (await t.app.platform.db.select().from(files)).length;

describe('uploads', () => {
  it('stores an image and serves it back with safe headers', async () => {
    const response = await upload(png, 'dot.png');
    const body = await json(response);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      name: 'dot.png',
      extension: 'png',
      type: 'image/png',
      size: png.length,
      status: 'success',
    });
    const served = await fetch(`${t.url}${body.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('judges a file by its content, not its name, and writes nothing when refused', async () => {
    const rowsBefore = await fileRows();
    const filesBefore = storedFiles().length;
    const response = await upload(Buffer.from('<script>alert(1)</script>'), 'innocent.png', 'mj', {
      ...auth(user),
      'accept-language': 'zh-CN',
    });
    expect(response.status).toBe(415);
    expect(await json(response)).toMatchObject({ code: 415, msg: '不支持此文件类型' });
    expect(await fileRows()).toBe(rowsBefore);
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it('accepts plain text where documents are allowed and serves it as a download', async () => {
    const body = await json(upload(Buffer.from('会议纪要 notes'), 'notes.txt', 'chat'));
    expect(body.data).toMatchObject({ type: 'text/plain', extension: 'txt' });
    const served = await fetch(`${t.url}${body.data.url}`);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(await served.text()).toBe('会议纪要 notes');
  });

  it('refuses a file over the size limit, naming the limit', async () => {
    const big = Buffer.concat([png, Buffer.alloc(70 * 1024)]);
    const response = await upload(big, 'big.png');
    expect(response.status).toBe(413);
    expect((await json(response)).msg).toBe('The file is larger than 64.0KB');
  });

  it('refuses an unknown purpose and an anonymous caller', async () => {
    expect((await upload(png, 'a.png', 'bogus')).status).toBe(400);
    expect((await upload(png, 'a.png', 'mj', {})).status).toBe(401);
  });

  it('answers 404 for a file that does not exist', async () => {
    expect((await fetch(`${t.url}/api/files/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/files/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});
