import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { streamChat } from '../../testing/sse.ts';
import { until } from '../../testing/until.ts';

// The upstream call starts while a question is charged. Someone out of questions must not make
// us call the provider again and again: after a refusal, the charge comes first. PostgreSQL only:
// PGlite works on the server's own thread, so no request leaves while it charges.
const kit = useFakeOpenAIApp({ FREE_DAILY_LIMIT: '1' });
const ask = (prompt: string) => streamChat(kit.t, '/api/cli/chatgpt/v1/ssePost', { prompt }, kit.user.token);
const requestsSettle = (seen: number) =>
  until(
    async () => kit.fake.requests.length,
    (count) => count > seen,
    500,
  );

it('sends no provider request for questions refused after a first refusal', async () => {
  kit.fake.script({ kind: 'answer', text: 'The one answer of the day.', chunkSize: 4, delayMs: 0 });
  expect((await ask('The allowed question')).text).toBe('The one answer of the day.');
  expect(kit.fake.requests).toHaveLength(1);

  // A slow charge (a busy database): a request started beside it surely reaches the provider.
  const { db } = kit.t.app.platform;
  await db.execute(
    sql.raw(`create or replace function slow_charge() returns trigger language plpgsql as $$
      begin perform pg_sleep(0.3); return new; end $$`),
  );
  await db.execute(
    sql.raw('create trigger slow_charge before insert on usage for each row execute function slow_charge()'),
  );
  try {
    // The first refusal started (and then ended) a provider request while it was charged.
    expect((await ask('Over the limit')).status).toBe(402);
    await requestsSettle(1);
    expect(kit.fake.requests).toHaveLength(2);

    for (const prompt of ['Again', 'And again', 'Once more']) expect((await ask(prompt)).status).toBe(402);
    await requestsSettle(2);
    expect(kit.fake.requests).toHaveLength(2);
  } finally {
    await db.execute(sql.raw('drop trigger slow_charge on usage'));
  }
});
