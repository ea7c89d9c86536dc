import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rows } from '../../platform/db/migrate.ts';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import type { TestUser } from '../../testing/harness.ts';
import { auth } from '../../testing/harness.ts';
import { postForm } from '../../testing/accounts.ts';
import { openSocket, settled } from '../../testing/socket.ts';
import { streamChat } from '../../testing/sse.ts';

// Once this instance has seen a user's allowance with room, their next question's tokens go out
// before its charge is settled (known-allowance.ts). What it could not see — another instance
// spending the rest meanwhile — ends that answer with the refusal's words, keeping nothing.
const kit = useFakeOpenAIApp({ FREE_DAILY_LIMIT: '3' });
const ask = (user: TestUser, prompt: string, language = 'en') =>
  streamChat(kit.t, '/api/cli/chatgpt/v1/ssePost', { prompt }, user.token, { 'accept-language': language });

const countOf = async (table: 'usage' | 'chat_messages', user: TestUser) => {
  const column = table === 'usage' ? 'coalesce(sum(count), 0)' : 'count(*)';
  const result = await kit.t.app.platform.db.execute(
    sql.raw(`select ${column}::int as n from ${table} where user_id = ${user.id}`),
  );
  return rows<{ n: number }>(result)[0]!.n;
};
/** What another instance would do: charge the user's remaining questions behind our back. */
const spendTheRest = (user: TestUser) =>
  kit.t.app.platform.db.execute(sql.raw(`update usage set count = 3 where user_id = ${user.id}`));

for (const [language, refusal] of [
  ['en', "You have used today's 3 free questions. Upgrade to Pro for more."],
  ['zh-CN', '今日 3 次免费提问已用完，升级 Pro 可继续使用。'],
] as const) {
  it(`${language}: a refusal after the first tokens ends the answer with its words and keeps nothing`, async () => {
    const user = await kit.t.createUser();
    kit.fake.script({ kind: 'answer', text: 'An answer worth its charge.', chunkSize: 4, delayMs: 5 });
    expect((await ask(user, 'The first question', language)).last).toMatchObject({ data: { type: 'done' } });
    expect(await countOf('usage', user)).toBe(1);

    await spendTheRest(user);
    kit.fake.script({ kind: 'answer', text: 'Tokens that came before the refusal.', chunkSize: 4, delayMs: 5 });
    const refused = await ask(user, 'A question past the allowance', language);
    // The answer had started (this instance expected room), so the refusal is its last frame.
    expect(refused.status).toBe(200);
    expect(refused.frames[0]).toMatchObject({ code: 200, data: { type: 'start' } });
    expect(refused.last).toEqual({ code: 500, end: true, data: refusal });
    // Not charged, not kept: the allowance is as the other instance left it, one question stored.
    expect(await countOf('usage', user)).toBe(3);
    expect(await countOf('chat_messages', user)).toBe(1);

    // Now known to be out of questions: the next refusal is an ordinary error answer again.
    const again = await ask(user, 'Once more', language);
    expect(again.status).toBe(402);
    expect(again.envelope).toMatchObject({ msg: refusal });
    expect(await countOf('chat_messages', user)).toBe(1);
  });
}

it('a user at the end of their allowance is refused before any token, also when asking at once', async () => {
  const user = await kit.t.createUser();
  kit.fake.script({ kind: 'answer', text: 'Counted.', chunkSize: 4, delayMs: 0 });
  expect((await ask(user, 'One')).last).toMatchObject({ data: { type: 'done' } });
  // Two left, five asked at once: the two that fit are answered, the rest refused before a frame.
  for (let i = 0; i < 5; i++) kit.fake.script({ kind: 'answer', text: 'Counted.', chunkSize: 4, delayMs: 20 });
  const results = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((prompt) => ask(user, prompt)));
  expect(results.filter((result) => result.last?.code === 200)).toHaveLength(2);
  expect(results.filter((result) => result.status === 402)).toHaveLength(3);
  expect(await countOf('usage', user)).toBe(3);
  expect(await countOf('chat_messages', user)).toBe(3);
});

it('an answer over the socket refused after its start is pushed as failed, with the refusal', async () => {
  const user = await kit.t.createUser();
  kit.fake.script({ kind: 'answer', text: 'Counted.', chunkSize: 4, delayMs: 0 });
  expect((await ask(user, 'One')).last).toMatchObject({ data: { type: 'done' } });
  await spendTheRest(user);

  const socket = await openSocket(kit.t.url, { token: user.token, id: user.id });
  await settled();
  kit.fake.script({ kind: 'answer', text: 'Tokens before the refusal.', chunkSize: 4, delayMs: 5 });
  const started = await postForm(
    kit.t,
    '/api/cli/chatgpt/v1/webSocketChat',
    { prompt: 'Past the allowance', msgId: 'refused-over-socket' },
    auth(user),
  );
  expect(started.body.data).toMatchObject({ msgId: 'refused-over-socket' });
  expect(JSON.parse(await socket.next())).toMatchObject({
    type: 'chat',
    msgId: 'refused-over-socket',
    status: 'fail',
    content: '',
    error: "You have used today's 3 free questions. Upgrade to Pro for more.",
    done: true,
  });
  socket.socket.close();
  expect(await countOf('usage', user)).toBe(3);
  expect(await countOf('chat_messages', user)).toBe(1);
});
