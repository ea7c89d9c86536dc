import { describe, expect, it } from 'vitest';
import { auth } from '../../testing/harness.ts';
import { useTwoInstances } from '../../testing/two-instances.ts';

// Runs only in the PostgreSQL pass: two instances start at once on one database and one file store.
const kit = useTwoInstances({ together: true });

describe('two instances serving the same files', () => {
  it('agree on the signing key, so an address signed by one works on the other', async () => {
    const user = await kit.first.createUser();
    const form = new FormData();
    form.set('filePurpose', 'chat');
    form.set('file', new Blob([new TextEncoder().encode('shared notes')]), 'notes.txt');
    const answer = (await (
      await fetch(`${kit.first.url}/api/cli/file/v1/uploadChat`, { method: 'POST', body: form, headers: auth(user) })
    ).json()) as { data: { url: string } };
    expect(answer.data.url).toMatch(/\?exp=\d+&sig=/);
    const served = await fetch(`${kit.second.url}${answer.data.url}`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('shared notes');
  });
});
