import type { SourceState } from '@inkstone/contract/knowledge';
import { getJson, postJson } from '../../testing/accounts.ts';
import { auth, type TestApp, type TestUser } from '../../testing/harness.ts';
import type { Json } from '../../testing/json.ts';

/** Helpers the knowledge API tests share. */
export const notebook = (id = 'n1') => ({ kind: 'notebook', id });

export const addSource = (
  t: TestApp,
  user: TestUser,
  source: Json,
  extra: Json = {},
  headers: Record<string, string> = {},
) =>
  postJson(t, '/api/cli/knowledge/v1/add', { container: notebook(), source, ...extra }, { ...auth(user), ...headers });

export const listSources = (t: TestApp, user: TestUser, container = notebook()) =>
  getJson(t, `/api/cli/knowledge/v1/list?kind=${container.kind}&id=${container.id}`, auth(user));

export const sourceOf = (t: TestApp, user: TestUser, id: string) =>
  getJson(t, `/api/cli/knowledge/v1/get?id=${id}`, auth(user));

export const move = (
  t: TestApp,
  user: TestUser,
  action: 'cancel' | 'relearn' | 'forget' | 'del',
  id: string,
  headers = {},
) => postJson(t, `/api/cli/knowledge/v1/${action}`, { id }, { ...auth(user), ...headers });

export const searchIn = (t: TestApp, user: TestUser, question: string, container = notebook(), topK = 5) =>
  postJson(t, '/api/cli/knowledge/v1/search', { container, question, topK }, auth(user));

const RESTING: readonly SourceState[] = ['learned', 'failed', 'cancelled', 'forgotten'];

/** The source once it rests (learned, failed, cancelled or forgotten), read through the status call. */
export async function settled(t: TestApp, user: TestUser, id: string, ms = 20_000): Promise<Json> {
  const end = Date.now() + ms;
  for (;;) {
    const { body } = await getJson(t, `/api/cli/knowledge/v1/status?ids=${id}`, auth(user));
    const view = body.data?.[0];
    if (view && RESTING.includes(view.state)) return view;
    if (Date.now() > end) throw new Error(`source ${id} still moving: ${JSON.stringify(view)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads a file for knowledge and answers its fileId. */
export async function uploadFile(t: TestApp, user: TestUser, bytes: Uint8Array, name: string): Promise<Json> {
  const form = new FormData();
  form.set('filePurpose', 'knowledge');
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${t.url}/api/cli/file/v1/upload`, { method: 'POST', body: form, headers: auth(user) });
  return (await response.json()) as Json;
}
