import { describe, expect, it } from 'vitest';
import type { StreamFrame } from '@inkstone/contract/chat';
import { getJson, postForm } from '../../testing/accounts.ts';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { auth } from '../../testing/harness.ts';
import { until } from '../../testing/until.ts';

// A client that hangs up mid-answer, with no grace for a resume (linger.ts): the upstream call
// ends too, and what was said is kept.
const kit = useFakeOpenAIApp({ CHAT_RESUME_GRACE_MS: '0' });

const LONG = 'A long answer that goes on and on, sentence after sentence, well past the hang-up.';
const dailyCount = async () =>
  (await postForm(kit.t, '/api/cli/chatgpt/v1/getStatistics', {}, auth(kit.user))).body.data.dailyCount as number;

/** Posts a question and reads frames until `enough` says so, then drops the connection. */
async function askAndHangUp(body: Record<string, unknown>, enough: (frames: StreamFrame[]) => boolean) {
  const controller = new AbortController();
  const response = await fetch(`${kit.t.url}/api/cli/chatgpt/v1/ssePost`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth(kit.user) },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const frames: StreamFrame[] = [];
  let buffered = '';
  while (!enough(frames)) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended before the test hung up');
    buffered += decoder.decode(value, { stream: true });
    const chunks = buffered.split('\n\n');
    buffered = chunks.pop() ?? '';
    for (const chunk of chunks) if (chunk.startsWith('data: ')) frames.push(JSON.parse(chunk.slice(6)) as StreamFrame);
  }
  controller.abort();
  const text = frames.map((f) => (f.code === 200 && f.data.type === 'text' ? f.data.content : '')).join('');
  const start = frames[0] as { data: { sessionId: string } };
  return { text, sessionId: start.data.sessionId };
}

const storedOnceSettled = (sessionId: string) =>
  until(
    async () =>
      (await getJson(kit.t, `/api/cli/chatgpt/v1/page?msgId=${sessionId}`, auth(kit.user))).body.data.records[0],
    // The question is written while its answer streams: wait for it to be there, and settled.
    (record) => record !== undefined && record.status !== 'streaming',
    3000,
  );

describe('a client that disconnects from ssePost', () => {
  it('aborts the upstream request and keeps what was said as a stopped answer', async () => {
    kit.fake.script({ kind: 'answer', text: LONG, chunkSize: 3, delayMs: 40 });
    const before = await dailyCount();
    const { text, sessionId } = await askAndHangUp(
      { prompt: 'Talk for a while' },
      (frames) => frames.filter((f) => f.code === 200 && f.data.type === 'text').length >= 3,
    );
    expect(text.length).toBeGreaterThan(0);

    const upstream = await until(
      async () => kit.fake.requests.at(-1)!,
      (request) => request.clientClosed,
      3000,
    );
    expect(upstream.clientClosed).toBe(true);

    const stored = await storedOnceSettled(sessionId);
    // A stop's status: the partial answer is kept as finished, not as a failure.
    expect(stored).toMatchObject({ status: 'ok', input: 'Talk for a while', error: null });
    expect(stored.reponse.startsWith(text)).toBe(true);
    expect(stored.reponse.length).toBeLessThan(LONG.length);
    // The model did answer part of it: that question counts.
    expect(await dailyCount()).toBe(before + 1);
  });

  it('before the first word: the upstream is aborted and the question is not counted', async () => {
    kit.fake.script({ kind: 'answer', text: LONG, chunkSize: 3, delayMs: 600 });
    const before = await dailyCount();
    const { text, sessionId } = await askAndHangUp({ prompt: 'Hang up at once' }, (frames) => frames.length >= 1);
    expect(text).toBe('');
    const stored = await storedOnceSettled(sessionId);
    // Either the upstream was never called (the hang-up came first) or its call was cut.
    const upstream = await until(
      async () => kit.fake.requests.at(-1),
      (request) => !request || request.clientClosed,
      3000,
    );
    expect(!upstream || upstream.clientClosed).toBe(true);
    expect(stored).toMatchObject({ status: 'ok', input: 'Hang up at once', reponse: '' });
    expect(await dailyCount()).toBe(before);
  });
});
