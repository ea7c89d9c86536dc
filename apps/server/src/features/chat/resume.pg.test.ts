import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../ai/testing/fake-upstream.ts';
import { openAIChatFormat } from '../../ai/testing/openai-chat-format.ts';
import type { TestUser } from '../../testing/harness.ts';
import { resumeChat } from '../../testing/sse-resume.ts';
import { streamChat } from '../../testing/sse.ts';
import { useTwoInstances } from '../../testing/two-instances.ts';

// Runs only in the PostgreSQL + Redis pass: the answer is written by the first instance, its
// frames in Redis Streams, and resumed through the second, as behind a load balancer.
let fake: FakeUpstream;
let user: TestUser;
beforeAll(async () => {
  fake = await startFakeUpstream([openAIChatFormat()]);
});
// A grace shorter than the answer: only the resume heard from B keeps it going on A.
const instances = useTwoInstances({
  env: () => ({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: fake.url,
    AI_MAX_RETRIES: '0',
    CHAT_RESUME_GRACE_MS: '300',
  }),
});
beforeAll(async () => {
  user = await instances.first.createUser();
});
afterAll(() => fake?.close());

const LONG = 'An answer started on one instance and read to its end through the other one, word by word.';

describe('resume on any instance', () => {
  it('follows on B, from frame N+1 to the end, an answer A is writing', async () => {
    fake.script({ kind: 'answer', text: LONG, chunkSize: 4, delayMs: 40 });
    let resumed: ReturnType<typeof resumeChat> | null = null;
    let seen = 0;
    let count = 0;
    const asked = await streamChat(
      instances.first,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'Go on', msgId: 'resume-elsewhere' },
      user.token,
      {},
      (frame) => {
        count += 1;
        if (!resumed && frame.code === 200 && frame.data.type === 'text' && count >= 3) {
          seen = count;
          resumed = resumeChat(instances.second, user.token, 'resume-elsewhere', count);
        }
      },
    );
    const rest = await resumed!;
    expect(rest.frames.map((f) => f.seq)).toEqual(asked.frames.slice(seen).map((_, index) => seen + 1 + index));
    expect(rest.frames.map((f) => f.frame)).toEqual(asked.frames.slice(seen));
    expect(asked.text).toBe(LONG);
  });

  it('keeps going on A, when its reader left, an answer resumed through B', async () => {
    fake.script({ kind: 'answer', text: LONG, chunkSize: 4, delayMs: 40 });
    const controller = new AbortController();
    const response = await fetch(`${instances.first.url}/api/cli/chatgpt/v1/ssePost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ prompt: 'Go on', msgId: 'resume-after-reload' }),
      signal: controller.signal,
    });
    await response.body!.getReader().read();
    controller.abort(); // a reload, which the balancer sends to the other instance
    const again = await resumeChat(instances.second, user.token, 'resume-after-reload');
    expect(again.frames[0]).toMatchObject({ seq: 1, frame: { data: { type: 'start', msgId: 'resume-after-reload' } } });
    expect(again.text).toBe(LONG);
    expect(again.frames.at(-1)?.frame).toMatchObject({ end: true, data: { type: 'done', status: 'ok' } });
    const stranger = await instances.second.createUser();
    expect((await resumeChat(instances.second, stranger.token, 'resume-after-reload')).status).toBe(404);
  });
});
