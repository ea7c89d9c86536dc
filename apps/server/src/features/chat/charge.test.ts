import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/migrate.ts';
import { getJson, postForm } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';

// When a question is charged, and when the charge is given back. Demo mode: no provider key.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { FREE_DAILY_LIMIT: '3' } });
});
afterAll(() => t.close());

const dailyCount = async (user: TestUser) =>
  (await postForm(t, '/api/cli/chatgpt/v1/getStatistics', {}, auth(user))).body.data.dailyCount as number;
const ask = (user: TestUser, body: Record<string, unknown>) =>
  streamChat(t, '/api/cli/chatgpt/v1/ssePost', body, user.token);

async function attachText(user: TestUser, text: string, name = 'notes.txt') {
  const form = new FormData();
  form.set('filePurpose', 'chat');
  form.set('file', new Blob([text], { type: 'text/plain' }), name);
  const response = await fetch(`${t.url}/api/cli/file/v1/uploadChat`, {
    method: 'POST',
    body: form,
    headers: auth(user),
  });
  return ((await response.json()) as { data: { fileId: string } }).data.fileId;
}

describe('a database fault between the charge and the answer', () => {
  it('gives the question back when the message cannot be written', async () => {
    const user = await t.createUser();
    // A real database error on the insert of this one question (a check the table refuses).
    await t.app.platform.db.execute(
      sql.raw(`
      create or replace function refuse_exploding_question() returns trigger language plpgsql as $$
      begin
        if new.input = 'explode on insert' then raise exception 'forced failure for the test'; end if;
        return new;
      end $$`),
    );
    await t.app.platform.db.execute(
      sql.raw(`
      create trigger refuse_exploding_question before insert on chat_messages
      for each row execute function refuse_exploding_question()`),
    );
    try {
      // Over the limit's worth of tries: a leak would show up as a refusal as well as a count.
      // The answer starts before its question is written, so the failed write ends the stream
      // with a 500 frame (never "done").
      for (let i = 0; i < 4; i++) {
        const result = await ask(user, { prompt: 'explode on insert' });
        expect(result.last).toMatchObject({ code: 500, end: true });
        expect(result.frames.some((frame) => frame.code === 200 && frame.data.type === 'done')).toBe(false);
      }
      expect(await dailyCount(user)).toBe(0);
    } finally {
      await t.app.platform.db.execute(sql.raw('drop trigger refuse_exploding_question on chat_messages'));
    }
    const fine = await ask(user, { prompt: 'and now a normal one' });
    expect(fine.last).toMatchObject({ code: 200, end: true });
  });

  it('gives the question back when a regeneration cannot be written', async () => {
    const user = await t.createUser();
    const fileId = await attachText(user, 'The canteen serves soup on Mondays.');
    const first = await ask(user, { prompt: 'When is soup served?', fileList: [fileId] });
    expect(await dailyCount(user)).toBe(1);
    await t.app.platform.db.execute(
      sql.raw(`
      create or replace function refuse_regeneration() returns trigger language plpgsql as $$
      begin
        if new.status = 'streaming' then raise exception 'forced failure for the test'; end if;
        return new;
      end $$`),
    );
    await t.app.platform.db.execute(
      sql.raw(`
      create trigger refuse_regeneration before update on chat_messages
      for each row execute function refuse_regeneration()`),
    );
    try {
      const tableId = (first.frames[0] as { data: { tableId: number } }).data.tableId;
      const again = await ask(user, { prompt: 'ignored', regenerate: tableId });
      expect(again.last).toMatchObject({ code: 500, end: true });
      expect(await dailyCount(user)).toBe(1);
      // The answer that was to be regenerated is left as it was.
      const [kept] = rows<{ status: string; response: string }>(
        await t.app.platform.db.execute(sql`select status, response from chat_messages where id = ${tableId}`),
      );
      expect(kept).toEqual({ status: 'ok', response: first.text });
    } finally {
      await t.app.platform.db.execute(sql.raw('drop trigger refuse_regeneration on chat_messages'));
    }
  });
});

describe('the charge in its transaction', () => {
  it('never overspends when questions race at the limit', async () => {
    const user = await t.createUser();
    const fileId = await attachText(user, 'The canteen serves soup on Mondays.');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => ask(user, { prompt: `When is soup served? (${i})`, fileList: [fileId] })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    expect(results.filter((result) => result.status === 402)).toHaveLength(7);
    expect(await dailyCount(user)).toBe(3);
  });
});

describe('demo mode: only answers something produced are charged', () => {
  it('does not count canned "no provider" answers, nor regenerations of them', async () => {
    const user = await t.createUser();
    let first: Awaited<ReturnType<typeof ask>> | undefined;
    // More questions than the free limit (3): none of them is refused, none counted.
    for (let i = 0; i < 5; i++) {
      const result = await ask(user, { prompt: `Write me a poem, number ${i}` });
      expect(result.text).toContain('No AI model is configured on this server');
      expect(result.last).toMatchObject({ code: 200, end: true, data: { type: 'done' } });
      first ??= result;
    }
    const tableId = (first!.frames[0] as { data: { tableId: number } }).data.tableId;
    const again = await ask(user, { prompt: 'ignored', regenerate: tableId });
    expect(again.text).toContain('No AI model is configured on this server');
    expect(await dailyCount(user)).toBe(0);
  });

  it('does not count "nothing in your documents matched" either', async () => {
    const user = await t.createUser();
    const fileId = await attachText(user, 'The canteen serves soup on Mondays.');
    const result = await ask(user, { prompt: 'What is the weather on Mars?', fileList: [fileId] });
    expect(result.text).toContain('I could not find anything about this');
    expect(await dailyCount(user)).toBe(0);
  });

  it('counts an answer quoted from the user’s documents: the demo engine produced it', async () => {
    const user = await t.createUser();
    const fileId = await attachText(user, 'The canteen serves soup on Mondays. Desserts are free on Fridays.');
    const result = await ask(user, { prompt: 'When is soup served?', fileList: [fileId] });
    expect(result.text).toContain('The canteen serves soup on Mondays.');
    expect(await dailyCount(user)).toBe(1);
    const history = await getJson(
      t,
      `/api/cli/chatgpt/v1/page?msgId=${(result.frames[0] as { data: { sessionId: string } }).data.sessionId}`,
      auth(user),
    );
    expect(history.body.data.records[0]).toMatchObject({ status: 'ok' });
  });
});
