import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/migrate.ts';
import { getJson, postForm, postJson } from '../../testing/accounts.ts';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { auth } from '../../testing/harness.ts';
import { until } from '../../testing/until.ts';
import { streamChat } from '../../testing/sse.ts';

// A real provider path: the OpenAI-compatible adapter against a local fake upstream.
const kit = useFakeOpenAIApp({ AI_STALL_TIMEOUT_MS: '1000' });

const ask = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  streamChat(kit.t, '/api/cli/chatgpt/v1/ssePost', body, kit.user.token, headers);
const dailyCount = async () =>
  (await postForm(kit.t, '/api/cli/chatgpt/v1/getStatistics', {}, auth(kit.user))).body.data.dailyCount as number;
const record = async (sessionId: string) =>
  (await getJson(kit.t, `/api/cli/chatgpt/v1/page?msgId=${sessionId}`, auth(kit.user))).body.data.records[0];
const sessionOf = (result: Awaited<ReturnType<typeof ask>>) =>
  (result.frames[0] as { data: { sessionId: string } }).data.sessionId;

describe('chat against a real provider format', () => {
  it('is not in demo mode', async () => {
    expect((await getJson(kit.t, '/api/health')).body.data.demoMode).toBe(false);
  });

  const streamsAndSends =
    'streams the answer and reasoning apart, and sends the conversation, custom instructions and the quote';
  it(streamsAndSends, async () => {
    await postJson(
      kit.t,
      '/api/cli/user/setting/v1/setUseCustomer',
      { useCustomer: true, customer: 'Always answer in haiku.' },
      auth(kit.user),
    );
    kit.fake.script({ kind: 'answer', text: 'First answer.' });
    const first = await ask({ prompt: 'First question' });
    kit.fake.script({
      kind: 'answer',
      text: 'Because of Rayleigh scattering.',
      reasoning: 'Light scatters by wavelength.',
    });
    const second = await ask({
      prompt: 'Why is the sky blue?',
      sessionId: sessionOf(first),
      quoteInfo: 'The sky looked blue today.',
    });
    expect(second.text).toBe('Because of Rayleigh scattering.');
    expect(second.reasoning).toBe('Light scatters by wavelength.');
    const sent = kit.fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('gpt-3.5-turbo');
    const roles = sent.body.messages.map((m: { role: string }) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent.body.messages[0].content).toContain('Always answer in haiku.');
    expect(sent.body.messages[3].content).toBe('> The sky looked blue today.\n\nWhy is the sky blue?');
    const stored = await record(sessionOf(second));
    expect(stored).toMatchObject({
      status: 'ok',
      reponse: 'Because of Rayleigh scattering.',
      reasoningContent: 'Light scatters by wavelength.',
      ref: [{ type: 'quote', content: 'The sky looked blue today.' }],
    });
    await postJson(
      kit.t,
      '/api/cli/user/setting/v1/setUseCustomer',
      { useCustomer: false, customer: 'Always answer in haiku.' },
      auth(kit.user),
    );
    kit.fake.script({ kind: 'answer', text: 'ok' });
    await ask({ prompt: 'No instructions now' });
    expect(kit.fake.requests.at(-1)!.body.messages[0].role).toBe('user');
  });

  it('an HTTP error before answering: code-500 frame, prompt kept as failed, the question given back', async () => {
    const before = await dailyCount();
    kit.fake.script({ kind: 'http-error', status: 500, message: 'upstream exploded' });
    const result = await ask({ prompt: 'Will this fail?' });
    expect(result.last).toEqual({ code: 500, end: true, data: 'connection error, please retry later' });
    expect(await record(sessionOf(result))).toMatchObject({
      input: 'Will this fail?',
      status: 'fail',
      reponse: '',
      error: 'connection error, please retry later',
    });
    expect(await dailyCount()).toBe(before);
  });

  it('an unwritable question ends its answer mid-stream: upstream aborted, no "done", not counted', async () => {
    const db = kit.t.app.platform.db;
    await db.execute(
      sql.raw(`
      create or replace function refuse_slow_question() returns trigger language plpgsql as $$
      begin
        if new.input = 'unwritable question' then raise exception 'forced failure for the test'; end if;
        return new;
      end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_slow_question before insert on chat_messages
      for each row execute function refuse_slow_question()`),
    );
    const before = await dailyCount();
    const text = 'A long answer that would take a while to stream in full. '.repeat(4);
    kit.fake.script({ kind: 'answer', text, chunkSize: 4, delayMs: 20 });
    try {
      const result = await ask({ prompt: 'unwritable question' });
      expect(result.frames[0]).toMatchObject({ code: 200, data: { type: 'start' } });
      expect(result.last).toEqual({ code: 500, end: true, data: 'connection error, please try again later!' });
      expect(result.frames.some((frame) => frame.code === 200 && frame.data.type === 'done')).toBe(false);
      expect(result.text.length).toBeLessThan(text.length);
      // The upstream call was cut: hung up on (the fake hears the hang-up a moment after the
      // reader's stream has ended), or never sent.
      const sent = await until(
        async () => kit.fake.requests.at(-1),
        (request) => request === undefined || request.clientClosed,
      );
      expect(sent === undefined || sent.clientClosed).toBe(true);
      const stored = await db.execute(sql`select 1 from chat_messages where input = 'unwritable question'`);
      expect(rows(stored)).toHaveLength(0);
      expect(await dailyCount()).toBe(before);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_slow_question on chat_messages'));
    }
  });

  it('429: the busy message, in the request language', async () => {
    kit.fake.script({ kind: 'rate-limit' });
    const result = await ask({ prompt: 'Busy?' }, { 'accept-language': 'zh-CN' });
    expect(result.last).toMatchObject({ code: 500, data: '模型繁忙（请求过多），请稍后再试' });
  });

  it('a disconnect mid-stream keeps the partial answer, marked failed, and counts the question', async () => {
    const before = await dailyCount();
    kit.fake.script({ kind: 'disconnect', text: 'Partial answers are kept safe.', chunkSize: 4, afterTextDeltas: 3 });
    const result = await ask({ prompt: 'Tell me something' });
    expect(result.text).toBe('Partial answers are kept safe.'.slice(0, 12));
    expect(result.last).toMatchObject({ code: 500, data: 'connection error, please try again later!' });
    expect(await record(sessionOf(result))).toMatchObject({
      status: 'fail',
      reponse: result.text,
      input: 'Tell me something',
    });
    expect(await dailyCount()).toBe(before + 1);
  });

  it('a stall ends with the timeout message and keeps what came', async () => {
    kit.fake.script({ kind: 'stall', text: 'Stalling after this.', chunkSize: 5, afterTextDeltas: 2 });
    const result = await ask({ prompt: 'Stall please' });
    expect(result.last).toMatchObject({ code: 500, data: 'connection timeout, please try again later!' });
    expect(result.text).toBe('Stalling a');
    expect(await record(sessionOf(result))).toMatchObject({ status: 'fail', reponse: 'Stalling a' });
  });

  it('stop keeps the partial answer as finished', async () => {
    kit.fake.script({ kind: 'answer', text: 'A long answer that goes on and on and on.', chunkSize: 3, delayMs: 60 });
    // Stops once the first words reached the client (a fixed wait raced the answer on a busy machine).
    let firstText: () => void = () => {};
    const texted = new Promise<void>((resolve) => (firstText = resolve));
    const pending = streamChat(
      kit.t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'Long one', msgId: 'to-stop' },
      kit.user.token,
      {},
      (frame) => {
        if (frame.code === 200 && frame.data.type === 'text') firstText();
      },
    );
    await texted;
    expect((await postJson(kit.t, '/api/cli/chatgpt/v1/stop', { msgId: 'to-stop' }, auth(kit.user))).body.data).toBe(
      true,
    );
    const result = await pending;
    expect(result.text.length).toBeGreaterThan(0);
    expect(result.text.length).toBeLessThan('A long answer that goes on and on and on.'.length);
    expect(await record(sessionOf(result))).toMatchObject({ status: 'ok', reponse: result.text });
  });

  it('regenerates an answer in place', async () => {
    kit.fake.script({ kind: 'answer', text: 'Version one.' });
    const first = await ask({ prompt: 'Say something' });
    const tableId = (first.frames[0] as { data: { tableId: number } }).data.tableId;
    kit.fake.script({ kind: 'answer', text: 'Version two.' });
    const again = await ask({ prompt: 'ignored on regenerate', regenerate: tableId });
    expect(again.text).toBe('Version two.');
    const history = (await getJson(kit.t, `/api/cli/chatgpt/v1/page?msgId=${sessionOf(first)}`, auth(kit.user))).body
      .data;
    expect(history.total).toBe(1);
    expect(history.records[0]).toMatchObject({ input: 'Say something', reponse: 'Version two.' });
  });
});
