import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';
import { files } from '../db/tables/files.ts';
import { startS3rver, type FakeS3 } from './s3rver-fixture.ts';

/** The real app on S3_* pointing at s3rver: a chat attachment lives in the bucket and dies with its conversation. */
let s3: FakeS3;
let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  s3 = await startS3rver();
  t = await startTestApp({ env: s3.env });
  owner = await t.createUser();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function uploadChat(text: string) {
  const form = new FormData();
  form.set('filePurpose', 'chat');
  form.set('file', new Blob([new TextEncoder().encode(text)]), 'notes.txt');
  const response = await fetch(`${t.url}/api/cli/file/v1/uploadChat`, {
    method: 'POST',
    body: form,
    headers: auth(owner),
  });
  return ((await response.json()) as { data: { url: string; fileId: string } }).data;
}
const storageKeyOf = async (fileId: string) =>
  (await t.app.platform.db.select().from(files).where(eq(files.id, fileId)))[0]!.storageKey;

describe('the app on S3', () => {
  it('keeps uploads and its signing key in the bucket, shared by every instance', async () => {
    expect(t.app.platform.storage.kind).toBe('s3');
    await expect(t.app.platform.storage.ping()).resolves.toBeUndefined();
    const file = await uploadChat('Stored in the bucket.');
    expect(await s3.has(await storageKeyOf(file.fileId))).toBe(true);
    expect(fs.existsSync(path.join(t.store.dataDir, 'files/keys/file-urls.key'))).toBe(false);
    expect(await s3.keys()).toContain('keys/file-urls.key');
  });

  it('serves an attachment from the bucket at its signed address, and deletes it with its conversation', async () => {
    const file = await uploadChat('Meeting notes: the launch moves to May.');
    const key = await storageKeyOf(file.fileId);
    const sessionId = (await getJson(t, '/api/cli/chat/topic/v1/getMsgId', auth(owner))).body.data as string;
    await streamChat(
      t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'When is the launch?', sessionId, msgId: 'q-1', fileList: [file.fileId] },
      owner.token,
    );
    const served = await fetch(`${t.url}${file.url}`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('Meeting notes: the launch moves to May.');

    expect((await postJson(t, '/api/cli/chat/topic/v1/del', { msgId: sessionId }, auth(owner))).body.code).toBe(200);
    expect(await s3.has(key)).toBe(false);
    expect((await fetch(`${t.url}${file.url}`)).status).toBe(404);
  });
});
