import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../testing/database.ts';
import { auth, startTestApp, type TestApp } from '../../testing/harness.ts';

// Runs only in the PostgreSQL pass: two instances start at once on one database and one file store.
let store: TestStore;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  store = await createTestStore();
  [first, second] = await Promise.all([startTestApp({ store }), startTestApp({ store })]);
});
afterAll(async () => {
  await first.close();
  await second.close();
  await store.drop();
});

describe('two instances serving the same files', () => {
  it('agree on the signing key, so an address signed by one works on the other', async () => {
    const user = await first.createUser();
    const form = new FormData();
    form.set('filePurpose', 'chat');
    form.set('file', new Blob([new TextEncoder().encode('shared notes')]), 'notes.txt');
    const answer = (await (
      await fetch(`${first.url}/api/cli/file/v1/uploadChat`, { method: 'POST', body: form, headers: auth(user) })
    ).json()) as { data: { url: string } };
    expect(answer.data.url).toMatch(/\?exp=\d+&sig=/);
    const served = await fetch(`${second.url}${answer.data.url}`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('shared notes');
  });
});
