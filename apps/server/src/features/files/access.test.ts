import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson } from '../../testing/accounts.ts';
import { createTestStore, type TestStore } from '../../testing/database.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';
import { imagine, settled } from '../draw/test-kit.ts';
import { rows } from '../../platform/db/migrate.ts';
import { users } from '../../platform/db/tables/users.ts';

/**
 * DESIGN.md §4a: private files only at short-lived signed addresses; avatars public; deleting a
 * conversation ends its files.
 */
let store: TestStore;
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  store = await createTestStore();
  t = await startTestApp({ store, env: { DRAW_OFFLINE_STEP_MS: '0' } });
  owner = await t.createUser();
  stranger = await t.createUser();
});
afterAll(async () => {
  await t.close();
  await store.drop();
});

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 160, b: 90 } } })
    .png()
    .toBuffer();

async function upload(purpose: string, path = '/api/cli/file/v1/upload', bytes?: Buffer, name = 'picture.png') {
  const form = new FormData();
  form.set('filePurpose', purpose);
  form.set('file', new Blob([new Uint8Array(bytes ?? (await png()))]), name);
  const response = await fetch(`${t.url}${path}`, { method: 'POST', body: form, headers: auth(owner) });
  return ((await response.json()) as { data: { url: string; fileId: string } }).data;
}
const status = async (url: string, headers: Record<string, string> = {}) =>
  (await fetch(`${t.url}${url}`, { headers })).status;
const plain = (url: string) => url.split('?')[0]!;
const withParam = (url: string, name: string, value: string) => {
  const address = new URL(url, 'http://x');
  address.searchParams.set(name, value);
  return `${address.pathname}${address.search}`;
};

describe('private files', () => {
  it('are handed out signed; the signed address works without a token, the bare one does not', async () => {
    const { url } = await upload('mj');
    expect(url).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png\?exp=\d+&sig=[\w-]+$/);
    const served = await fetch(`${t.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(await status(plain(url))).toBe(403);
    // Its owner, calling with a token, may read it bare; nobody else may.
    expect(await status(plain(url), auth(owner))).toBe(200);
    expect(await status(plain(url), auth(stranger))).toBe(403);
  });

  it('refuse a tampered, borrowed or expired signature', async () => {
    const { url } = await upload('mj');
    const other = await upload('mj');
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(await status(withParam(url, 'sig', `${sig.slice(0, -2)}AA`))).toBe(403);
    expect(await status(withParam(url, 'exp', String(exp + 3600)))).toBe(403);
    expect(await status(withParam(other.url, 'sig', sig))).toBe(403);
    expect(await status(withParam(url, 'exp', 'soon'))).toBe(403);
    t.clock.advance(3 * 60 * 60 * 1000);
    try {
      expect(await status(url)).toBe(403);
    } finally {
      t.clock.advance(-3 * 60 * 60 * 1000);
    }
    expect(await status(url)).toBe(200);
  });

  it('keep working across a restart: the signing key is kept', async () => {
    const { url } = await upload('mj');
    await t.close();
    t = await startTestApp({ store, env: { DRAW_OFFLINE_STEP_MS: '0' } });
    expect(await status(url)).toBe(200);
  });
});

describe('an owner who is gone', () => {
  it('takes their private files with them: even a signed address answers 404', async () => {
    const leaving = await t.createUser();
    const form = new FormData();
    form.set('filePurpose', 'mj');
    form.set('file', new Blob([new Uint8Array(await png())]), 'mine.png');
    const { data } = (await (
      await fetch(`${t.url}/api/cli/file/v1/upload`, { method: 'POST', body: form, headers: auth(leaving) })
    ).json()) as { data: { url: string } };
    expect(await status(data.url)).toBe(200);
    await t.app.platform.db.delete(users).where(eq(users.id, leaving.id));
    expect(await status(data.url)).toBe(404);
  });
});

describe('avatars', () => {
  it('stay public at their lasting address', async () => {
    const { url } = await upload('avatar');
    expect(url).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png$/);
    const served = await fetch(`${t.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('public');
  });
});

describe('images in a writing document', () => {
  it('stay public at their lasting address (the published page shows them), and only images are taken', async () => {
    const { url } = await upload('write');
    expect(url).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png$/);
    expect((await fetch(`${t.url}${url}`)).status).toBe(200);
    const form = new FormData();
    form.set('filePurpose', 'write');
    form.set('file', new Blob([Buffer.from('just words')]), 'notes.txt');
    const refused = await fetch(`${t.url}/api/cli/file/v1/upload`, {
      method: 'POST',
      body: form,
      headers: auth(owner),
    });
    expect(((await refused.json()) as { code: number }).code).not.toBe(200);
  });
});

describe('drawings', () => {
  it('hand out signed result and input addresses while the task keeps the plain ones', async () => {
    const input = await upload('mj');
    const { body } = await imagine(t, owner, { type: 'mj', prompt: `${t.url}${input.url} a green field --q .25` });
    const record = await settled(t, owner, body.data);
    expect(record.url).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png\?exp=\d+&sig=/);
    expect(record.reponse).toBe(record.url);
    expect(record.base64ImgUrl).toMatch(/\?exp=\d+&sig=/);
    expect(record.prompt).toMatch(new RegExp(`^${t.url}${plain(input.url)}\\?exp=\\d+&sig=[\\w-]+ a green field`));
    expect(await status(record.url)).toBe(200);
    expect(await status(record.base64ImgUrl)).toBe(200);
    expect(await status(plain(record.url))).toBe(403);
    const stored = await t.app.platform.db.execute(
      sql`select result_url, inputs, prompt from draw_tasks where id = ${body.data}`,
    );
    const [row] = rows<{ result_url: string; inputs: Array<{ url: string }>; prompt: string }>(stored);
    expect(row!.result_url).toBe(plain(record.url));
    expect(row!.inputs[0]!.url).toBe(plain(input.url));
    expect(row!.prompt).not.toContain('sig=');
  });
});

describe('chat attachments', () => {
  it('are signed in the history, and answer 404 once their conversation is deleted', async () => {
    const file = await upload(
      'chat',
      '/api/cli/file/v1/uploadChat',
      Buffer.from('Meeting notes: the launch moves to May.'),
      'notes.txt',
    );
    expect(file.url).toMatch(/\?exp=\d+&sig=/);
    const sessionId = (await getJson(t, '/api/cli/chat/topic/v1/getMsgId', auth(owner))).body.data as string;
    await streamChat(
      t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'When is the launch?', sessionId, msgId: 'q-1', fileList: [file.fileId] },
      owner.token,
    );
    const page = (await getJson(t, `/api/cli/chatgpt/v1/page?msgId=${sessionId}`, auth(owner))).body.data;
    const attached = page.records[0].chatFileUrl[0];
    expect(attached).toMatchObject({ fileId: file.fileId, url: expect.stringMatching(/\?exp=\d+&sig=/) });
    expect(await status(attached.url)).toBe(200);

    // A picture the same user attached in another conversation stays.
    const kept = await upload('chat', '/api/cli/file/v1/uploadChat');
    const otherSession = (await getJson(t, '/api/cli/chat/topic/v1/getMsgId', auth(owner))).body.data as string;
    await streamChat(
      t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'And this?', sessionId, msgId: 'q-2', fileList: [kept.fileId] },
      owner.token,
    );
    await streamChat(
      t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'Again', sessionId: otherSession, msgId: 'q-3', fileList: [kept.fileId] },
      owner.token,
    );

    expect((await postJson(t, '/api/cli/chat/topic/v1/del', { msgId: sessionId }, auth(owner))).body.code).toBe(200);
    expect(await status(attached.url)).toBe(404);
    expect(await status(plain(attached.url), auth(owner))).toBe(404);
    expect(await status(kept.url)).toBe(200);
  });
});
