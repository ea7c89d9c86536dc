import { beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../../testing/accounts.ts';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { auth, type TestUser } from '../../testing/harness.ts';
import { settled } from '../knowledge/test-kit.ts';
import { BRIDGE, call, finished, notebookWith } from './test-kit.ts';

/**
 * A studio note written by a model costs its asker one question of the daily allowance, like a
 * chat question: charged with the note's write (a user with nothing left is refused and nothing
 * is written), given back when the note fails.
 */
const kit = useFakeOpenAIApp({ FREE_DAILY_LIMIT: '2' });
let notebookId: string;

beforeAll(async () => {
  let sourceIds: string[];
  ({ notebookId, sourceIds } = await notebookWith(kit.t, kit.user, 'Bridges', [BRIDGE]));
  await settled(kit.t, kit.user, sourceIds[0]!);
});

const used = async (user: TestUser) =>
  (await postForm(kit.t, '/api/cli/chatgpt/v1/getStatistics', {}, auth(user))).body.data.dailyCount as number;

async function generate(kind: string) {
  const asked = await call(kit.t, kit.user, 'studio/v1/generate', { notebookId, kind });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return finished(kit.t, kit.user, notebookId, asked.body.data.id);
}

describe('studio notes from a model are charged', () => {
  it('one question each, given back when the note fails', async () => {
    expect(await used(kit.user)).toBe(0);
    kit.fake.script({ kind: 'answer', text: 'The bridge opened in 1957 [1].' });
    expect((await generate('summary')).status).toBe('ready');
    expect(await used(kit.user)).toBe(1);

    kit.fake.script({ kind: 'http-error', status: 500 }, { kind: 'http-error', status: 500 });
    expect((await generate('timeline')).status).toBe('failed');
    expect(await used(kit.user)).toBe(1);
  });

  it('refuse an asker with no questions left, writing nothing', async () => {
    kit.fake.script({ kind: 'answer', text: '### Why?\n\nBecause [1].' });
    expect((await generate('faq')).status).toBe('ready');
    expect(await used(kit.user)).toBe(2);

    const before = (await call(kit.t, kit.user, 'note/v1/page', { notebookId, size: 100 })).body.data.records;
    const refused = await call(kit.t, kit.user, 'studio/v1/generate', { notebookId, kind: 'briefing' });
    expect(refused.status).toBe(402);
    expect(refused.body.msg).toMatch(/limit|quota|questions/i);
    const after = (await call(kit.t, kit.user, 'note/v1/page', { notebookId, size: 100 })).body.data.records;
    expect(after).toEqual(before);
    expect(kit.fake.requests).toHaveLength(1);
  });
});
