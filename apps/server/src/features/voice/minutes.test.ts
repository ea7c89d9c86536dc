import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutesFrameSchema, type MinutesFrame } from '@inkstone/contract/voice';
import { fakeSpeechServer, type FakeSpeechServer } from '../../ai/speech/test-kit.ts';
import { postForm } from '../../testing/accounts.ts';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { auth } from '../../testing/harness.ts';
import { call, multipart, speech, transcriptIn } from './test-kit.ts';

// Minutes through a real chat provider (the fake OpenAI upstream) from a transcript made by the
// fake speech provider. Port 3271 is this suite's (the voice-server range, 3270-3279).
const SPEECH_PORT = 3271;
let speechFake: FakeSpeechServer;
beforeAll(async () => {
  speechFake = await fakeSpeechServer({ port: SPEECH_PORT });
});
afterAll(() => speechFake.close());
const kit = useFakeOpenAIApp({ STT_BASE_URL: `http://127.0.0.1:${SPEECH_PORT}/v1` });

async function streamMinutes(id: string, template: string) {
  const response = await fetch(`${kit.t.url}/api/cli/voice/v1/minutes`, {
    method: 'POST',
    headers: { ...auth(kit.user), 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ id, template }),
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  return (await response.text())
    .split('\n\n')
    .filter((chunk) => chunk.startsWith('data: '))
    .map((chunk) => minutesFrameSchema.parse(JSON.parse(chunk.slice(6))) as MinutesFrame);
}

const dailyCount = async () =>
  (await postForm(kit.t, '/api/cli/chatgpt/v1/getStatistics', {}, auth(kit.user))).body.data.dailyCount as number;

const MINUTES =
  '## Summary\nThe team met.\n\n## Key decisions\n- not stated\n\n## Action items\n' +
  '- [ ] Send notes — owner: not stated; due: not stated\n\n## Highlights\n- [00:00:01] The first line';

describe('minutes from a transcript', () => {
  it('streams them with the template, saves them at the end, and keeps them when a regeneration fails', async () => {
    const audio = await speech('minutes.mp3', 4);
    const id = (await multipart(kit.t, kit.user, 'upload', audio, { title: 'Interview with Ann' })).body.data.id;
    const done = await transcriptIn(kit.t, kit.user, id, ['done', 'failed'], 60_000);
    expect(done.transcript.state).toBe('done');

    const before = await dailyCount();
    kit.fake.script({ kind: 'answer', text: MINUTES, chunkSize: 20 });
    const frames = await streamMinutes(id, 'interview');
    expect(await dailyCount()).toBe(before + 1); // one question of the allowance
    const types = frames.map((frame) => (frame.code === 200 ? frame.data.type : 500));
    expect(types[0]).toBe('start');
    expect(types.filter((type) => type === 'text').length).toBeGreaterThan(1);
    expect(frames.at(-1)).toEqual({
      code: 200,
      end: true,
      data: { type: 'done', template: 'interview', status: 'ok', content: MINUTES, truncated: false },
    });
    // The model read the transcript with its timestamps and the interview's instructions.
    const sent = JSON.stringify(kit.fake.requests[0]!.body);
    expect(sent).toContain('It is an interview');
    expect(sent).toContain('[00:00:0');
    expect(sent).toContain(done.transcript.segments[0]!.text);
    expect(sent).toContain('never invent');
    const saved = (await call(kit.t, kit.user, 'get', { id })).body.data;
    expect(saved.minutes).toMatchObject({ template: 'interview', content: MINUTES });

    // Regenerated with another template, the upstream fails: a 500 frame, the saved minutes stay.
    kit.fake.script({ kind: 'http-error', status: 500, message: 'upstream down' });
    const failed = await streamMinutes(id, 'lecture');
    expect(failed.at(-1)).toMatchObject({ code: 500, end: true });
    expect(await dailyCount()).toBe(before + 1); // the failed run was given back
    expect((await call(kit.t, kit.user, 'get', { id })).body.data.minutes).toMatchObject({
      template: 'interview',
      content: MINUTES,
    });

    // The Markdown export carries the minutes above the transcript.
    const md = await fetch(`${kit.t.url}/api/cli/voice/v1/export?id=${id}&format=md`, { headers: auth(kit.user) });
    const text = await md.text();
    expect(text.indexOf('## Summary')).toBeGreaterThan(0);
    expect(text.indexOf('## Summary')).toBeLessThan(text.indexOf('## Transcript'));
  });
});
