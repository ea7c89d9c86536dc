import sharp from 'sharp';
import type { DrawPush } from '@inkstone/contract/draw';
import { getJson, postForm, postJson } from '../../testing/accounts.ts';
import { auth, type TestApp, type TestUser } from '../../testing/harness.ts';
import type { Json } from '../../testing/json.ts';
import { json } from '../../testing/json.ts';
import type { TestSocket } from '../../testing/socket.ts';

/** Helpers the drawing API tests share: calls, waiting for a task, reading its pushes and picture. */
export const imagine = (t: TestApp, user: TestUser, body: Json, headers: Record<string, string> = {}) =>
  postJson(t, '/api/cli/mj/v1/imagine', body, { ...auth(user), ...headers });
export const blend = (t: TestApp, user: TestUser, body: Json) => postJson(t, '/api/cli/mj/v1/blend', body, auth(user));
export const change = (t: TestApp, user: TestUser, fields: Record<string, string>) =>
  postForm(t, '/api/cli/mj/v1/change', fields, auth(user));
export const history = (t: TestApp, user: TestUser, query = '', headers: Record<string, string> = {}) =>
  getJson(t, `/api/cli/mj/v1/page${query}`, { ...auth(user), ...headers });

/** The task's history record once it has ended ('00' or '02'). */
export async function settled(t: TestApp, user: TestUser, id: string, ms = 15_000): Promise<Json> {
  const end = Date.now() + ms;
  for (;;) {
    const { body } = await history(t, user, '?size=50');
    const record = body.data?.records.find((r: Json) => r.mjTaskId === id);
    if (record && record.code !== '01') return record;
    if (Date.now() > end) throw new Error(`task ${id} still running: ${JSON.stringify(record)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function recordOf(t: TestApp, user: TestUser, id: string): Promise<Json> {
  const { body } = await history(t, user, '?size=50');
  return body.data.records.find((r: Json) => r.mjTaskId === id);
}

/** Pushes for one task, in arrival order, up to and including its end. */
export async function pushesUntilEnd(socket: TestSocket, id: string): Promise<DrawPush[]> {
  const pushes: DrawPush[] = [];
  for (;;) {
    const message = JSON.parse(await socket.next()) as DrawPush;
    if (message.mjTaskId !== id) continue;
    pushes.push(message);
    if (message.code !== '01') return pushes;
  }
}

export async function picture(t: TestApp, url: string) {
  const response = await fetch(`${t.url}${url}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes,
    width: meta.width!,
    height: meta.height!,
    format: meta.format,
  };
}

export async function upload(t: TestApp, user: TestUser, png: Buffer, name = 'picture.png'): Promise<string> {
  const form = new FormData();
  form.set('filePurpose', 'mj');
  form.set('file', new Blob([new Uint8Array(png)]), name);
  const body = await json(
    fetch(`${t.url}/api/cli/file/v1/upload`, { method: 'POST', body: form, headers: auth(user) }),
  );
  if (body.code !== 200) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data.url as string;
}
