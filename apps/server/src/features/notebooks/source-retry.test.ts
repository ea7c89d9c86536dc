import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { settled, uploadFile } from '../knowledge/test-kit.ts';
import { call as notebookCall } from './test-kit.ts';

/**
 * Retrying a failed source (cli/notebook/source/v1/relearn): its owner and editors may (they
 * write the notebook), a viewer gets the permission message, anyone else is answered as if the
 * notebook did not exist, and a source of another notebook is not found.
 */
let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let notebookId: string;
let failedId: string;
const call = (user: TestUser, path: string, body: object, headers: Record<string, string> = {}) =>
  notebookCall(t, user, path, body, headers);
const CORRUPT_PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage without end');

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.createUser({ nickname: 'Olive', email: 'owner@example.com', emailVerified: true });
  editor = await t.createUser({ nickname: 'Eddie', email: 'editor@example.com', emailVerified: true });
  viewer = await t.createUser({ nickname: 'Vera', email: 'viewer@example.com', emailVerified: true });
  outsider = await t.createUser({ nickname: 'Oscar', email: 'outsider@example.com', emailVerified: true });
  notebookId = (await call(owner, 'v1/create', { name: 'Retries' })).body.data.id;
  await call(owner, 'share/v1/invite', { notebookId, email: 'editor@example.com', role: 'editor' });
  await call(owner, 'share/v1/invite', { notebookId, email: 'viewer@example.com', role: 'viewer' });
  const file = await uploadFile(t, owner, CORRUPT_PDF, 'broken.pdf');
  failedId = (await call(owner, 'source/v1/add', { notebookId, source: { kind: 'file', fileId: file.data.fileId } }))
    .body.data.id;
  expect((await settled(t, owner, failedId)).state).toBe('failed');
});
afterAll(() => t.close());

describe('retrying a notebook source', () => {
  it('is refused to a viewer with the permission message, in both languages', async () => {
    const en = await call(viewer, 'source/v1/relearn', { notebookId, id: failedId });
    expect(en.status).toBe(403);
    expect(en.body.msg).toBe('Sorry! You do not have permission to perform this action!');
    const zh = await call(viewer, 'source/v1/relearn', { notebookId, id: failedId }, { 'accept-language': 'zh-CN' });
    expect(zh.body.msg).toBe('抱歉！您没有权限执行此操作！');
    expect((await settled(t, owner, failedId)).state).toBe('failed');
  });

  it('answers an outsider as if the notebook did not exist, and refuses bad input', async () => {
    expect((await call(outsider, 'source/v1/relearn', { notebookId, id: failedId })).status).toBe(404);
    expect((await call(editor, 'source/v1/relearn', { notebookId, id: '' })).status).toBe(400);
    expect((await call(editor, 'source/v1/relearn', { notebookId })).status).toBe(400);
    expect((await call(editor, 'source/v1/relearn', { notebookId, id: 'x'.repeat(65) })).status).toBe(400);
    expect((await call(editor, 'source/v1/relearn', { notebookId: 'nope', id: failedId })).status).toBe(404);
    expect((await call(editor, 'source/v1/relearn', { notebookId, id: 'no-such-source' })).status).toBe(404);
    const noAuth = await fetch(`${t.url}/api/cli/notebook/source/v1/relearn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ notebookId, id: failedId }),
    });
    expect(noAuth.status).toBe(401);
  });

  it('does not reach a source of another notebook, even one of the same owner', async () => {
    const other = (await call(owner, 'v1/create', { name: 'Other' })).body.data.id;
    const file = await uploadFile(t, owner, CORRUPT_PDF, 'other.pdf');
    const elsewhere = (
      await call(owner, 'source/v1/add', { notebookId: other, source: { kind: 'file', fileId: file.data.fileId } })
    ).body.data.id;
    await settled(t, owner, elsewhere);
    const refused = await call(editor, 'source/v1/relearn', { notebookId, id: elsewhere });
    expect(refused.status).toBe(404);
    expect((await settled(t, owner, elsewhere)).state).toBe('failed');
  });

  it('queues the failed source again for an editor, as for its owner', async () => {
    const retried = await call(editor, 'source/v1/relearn', { notebookId, id: failedId });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ id: failedId, reason: null });
    expect(['queued', 'learning', 'failed']).toContain(retried.body.data.state);
    // It is learned again (and fails again, being corrupt), its reason back.
    expect(await settled(t, owner, failedId)).toMatchObject({ state: 'failed' });
    const again = await call(owner, 'source/v1/relearn', { notebookId, id: failedId });
    expect(again.status).toBe(200);
    await settled(t, owner, failedId);
  });
});
