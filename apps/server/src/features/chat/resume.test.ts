import { describe, expect, it } from 'vitest';
import type { StreamFrame } from '@inkstone/contract/chat';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { startTestApp } from '../../testing/harness.ts';
import { resumeChat } from '../../testing/sse-resume.ts';
import { streamChat } from '../../testing/sse.ts';
import { until } from '../../testing/until.ts';

// sseResume: a reader that lost its connection picks the answer up where it was. The grace is
// shorter than the answers, so only a resume keeps one going once its reader left.
const kit = useFakeOpenAIApp({ CHAT_RESUME_GRACE_MS: '300' });

const LONG = 'An answer long enough to be resumed halfway, and then to carry on to its very last word.';
const ask = (msgId: string, onFrame?: (frame: StreamFrame, count: number) => void) => {
  let count = 0;
  return streamChat(kit.t, '/api/cli/chatgpt/v1/ssePost', { prompt: 'Go on', msgId }, kit.user.token, {}, (frame) =>
    onFrame?.(frame, ++count),
  );
};
const textFrames = (count: number) => (frame: StreamFrame) => frame.code === 200 && frame.data.type === 'text' && count;

describe('sseResume', () => {
  it('after N frames gives exactly the rest, numbered N+1 on, following the live answer to its end', async () => {
    kit.fake.script({ kind: 'answer', text: LONG, chunkSize: 4, delayMs: 30 });
    let resumed: Promise<Awaited<ReturnType<typeof resumeChat>>> | null = null;
    let seen = 0;
    const asked = await ask('resume-rest', (frame, count) => {
      if (!resumed && textFrames(count)(frame) && count >= 4) {
        seen = count;
        resumed = resumeChat(kit.t, kit.user.token, 'resume-rest', count);
      }
    });
    const rest = await resumed!;
    expect(rest.status).toBe(200);
    expect(rest.frames.map((f) => f.seq)).toEqual(asked.frames.slice(seen).map((_, index) => seen + 1 + index));
    expect(rest.frames.map((f) => f.frame)).toEqual(asked.frames.slice(seen));
    expect(rest.frames.at(-1)?.frame).toMatchObject({ code: 200, end: true, data: { type: 'done' } });
  });

  it('keeps the answer going when its reader leaves, so a resume sees it complete', async () => {
    kit.fake.script({ kind: 'answer', text: LONG, chunkSize: 4, delayMs: 30 });
    const controller = new AbortController();
    const response = await fetch(`${kit.t.url}/api/cli/chatgpt/v1/ssePost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${kit.user.token}` },
      body: JSON.stringify({ prompt: 'Go on', msgId: 'resume-after-leaving' }),
      signal: controller.signal,
    });
    await response.body!.getReader().read();
    controller.abort(); // a reload
    const again = await resumeChat(kit.t, kit.user.token, 'resume-after-leaving');
    expect(again.frames[0]).toMatchObject({ seq: 1, frame: { data: { type: 'start' } } });
    expect(again.text).toBe(LONG);
    expect(again.frames.at(-1)?.frame).toMatchObject({ end: true, data: { type: 'done' } });
  });

  it('stops, keeping what came, an answer nobody resumed within the grace', async () => {
    kit.fake.script({ kind: 'answer', text: LONG, chunkSize: 2, delayMs: 40 });
    const controller = new AbortController();
    const response = await fetch(`${kit.t.url}/api/cli/chatgpt/v1/ssePost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${kit.user.token}` },
      body: JSON.stringify({ prompt: 'Go on', msgId: 'resume-never' }),
      signal: controller.signal,
    });
    await response.body!.getReader().read();
    controller.abort();
    // The upstream call may not have arrived yet when the reader leaves: wait for it, then for its end.
    const upstream = await until(
      async () => kit.fake.requests.at(-1),
      (request) => request?.clientClosed === true,
      3000,
    );
    expect(upstream?.clientClosed).toBe(true);
    const late = await resumeChat(kit.t, kit.user.token, 'resume-never');
    expect(late.text.length).toBeLessThan(LONG.length);
    expect(late.frames.at(-1)?.frame).toMatchObject({ end: true, data: { type: 'done' } });
  });

  it('sends a finished answer whole, from its start frame, on this instance or one without its frames', async () => {
    kit.fake.script({ kind: 'answer', text: LONG, chunkSize: 8, delayMs: 0 });
    const asked = await ask('resume-finished');
    const here = await resumeChat(kit.t, kit.user.token, 'resume-finished', 3);
    expect(here.frames.map((f) => f.frame)).toEqual(asked.frames.slice(3));
    // Another instance on the same database, with no shared Redis: the stored answer.
    const other = await startTestApp({ store: kit.t.store });
    try {
      const stored = await resumeChat(other, kit.user.token, 'resume-finished');
      expect(stored.frames[0]).toMatchObject({ seq: 1, frame: { data: { type: 'start', msgId: 'resume-finished' } } });
      expect(stored.text).toBe(LONG);
      expect(stored.frames.at(-1)?.frame).toMatchObject({ end: true, data: { type: 'done', status: 'ok' } });
    } finally {
      await other.close();
    }
  });

  it("refuses another user's answer and an unknown one as missing", async () => {
    kit.fake.script({ kind: 'answer', text: LONG, chunkSize: 8, delayMs: 0 });
    await ask('resume-mine');
    const stranger = await kit.t.createUser();
    const refused = await resumeChat(kit.t, stranger.token, 'resume-mine');
    expect(refused.status).toBe(404);
    expect(refused.frames).toEqual([]);
    expect((await resumeChat(kit.t, kit.user.token, 'never-asked')).status).toBe(404);
  });
});
