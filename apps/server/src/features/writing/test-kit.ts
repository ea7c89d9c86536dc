import { postJson } from '../../testing/accounts.ts';
import { auth, type TestApp, type TestUser } from '../../testing/harness.ts';
import type { Json } from '../../testing/json.ts';

/** Helpers the writing tests share: a call as a user, and a document or group made in one line. */
export const write = (t: TestApp, user: TestUser, path: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(t, `/api/cli/write/${path}`, body, { ...auth(user), ...headers });

export const zh = { 'accept-language': 'zh-CN' };

export async function newDoc(t: TestApp, user: TestUser, fields: Json = {}): Promise<Json> {
  const created = await write(t, user, 'doc/v1/create', { title: 'A document', ...fields });
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return created.body.data;
}

export async function newGroup(t: TestApp, user: TestUser, name = 'Drafts'): Promise<Json> {
  const created = await write(t, user, 'group/v1/create', { name });
  if (created.status !== 200) throw new Error(`group create failed: ${JSON.stringify(created.body)}`);
  return created.body.data;
}

/** Saves content as the editor's autosave does, from the revision it last saw. */
export const save = (t: TestApp, user: TestUser, doc: { id: string; revision: number }, content: string, extra = {}) =>
  write(t, user, 'doc/v1/update', { id: doc.id, revision: doc.revision, content, ...extra });

export const titlesOf = (page: { records: { title: string }[] }) => page.records.map((record) => record.title);
