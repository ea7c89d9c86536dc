import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rows } from '../../platform/db/migrate.ts';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { streamChat } from '../../testing/sse.ts';

// Issue #11: the first token is forwarded the moment it arrives, not once the question is
// charged. PostgreSQL only: here a charge can be held up (a row lock) while the answer streams;
// PGlite works on the server's own thread, one statement at a time.
const kit = useFakeOpenAIApp({ FREE_DAILY_LIMIT: '5' });
const ask = (prompt: string, onFrame?: Parameters<typeof streamChat>[5]) =>
  streamChat(kit.t, '/api/cli/chatgpt/v1/ssePost', { prompt }, kit.user.token, {}, onFrame);
const counted = async () => {
  const result = await kit.t.app.platform.db.execute(
    sql.raw(`select coalesce(sum(count), 0)::int as n from usage where user_id = ${kit.user.id}`),
  );
  return rows<{ n: number }>(result)[0]!.n;
};

it('streams the answer while its charge waits on a busy database, and says done once charged', async () => {
  kit.fake.script({ kind: 'answer', text: 'The first answer.', chunkSize: 4, delayMs: 0 });
  expect((await ask('First')).last).toMatchObject({ data: { type: 'done' } });
  expect(await counted()).toBe(1);

  // Another transaction holds the user's usage row: the next charge cannot finish until it ends.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = kit.t.app.platform.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select count from usage where user_id = ${kit.user.id} for update`));
    locked();
    await held;
  });
  await isLocked;
  // Should the first token wait for the charge after all, the lock goes after a while and the
  // order below shows it.
  const fallback = setTimeout(release, 3000);

  const seen: string[] = [];
  kit.fake.script({ kind: 'answer', text: 'Streamed before the charge.', chunkSize: 4, delayMs: 0 });
  const answer = ask('Second', (frame) => {
    if (frame.code === 200 && frame.data.type === 'text' && !seen.includes('text')) {
      seen.push('text');
      release(); // the charge may go on now
    }
    if (frame.code === 200 && frame.data.type === 'done') seen.push('done');
  });
  await holder;
  seen.push('charge free');
  const result = await answer;
  clearTimeout(fallback);

  expect(seen).toEqual(['text', 'charge free', 'done']);
  expect(result.text).toBe('Streamed before the charge.');
  expect(await counted()).toBe(2);
});
