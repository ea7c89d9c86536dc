import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ModelError } from './errors.ts';
import { testAccess } from './testing/access.ts';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream.ts';
import { openAIChatFormat } from './testing/openai-chat-format.ts';

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream([openAIChatFormat()]);
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const access = () => testAccess({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: fake.url });

it('translates through the default model with a translation instruction', async () => {
  fake.script({ kind: 'answer', text: ' 你好，世界 ' });
  const result = await access().translator('global').translate({ text: 'Hello, world', to: 'Simplified Chinese' });
  expect(result).toEqual({ text: '你好，世界', translated: true });
  expect(fake.requests[0]?.body.model).toBe('gpt-3.5-turbo');
  expect(fake.requests[0]?.body.messages[0].content).toMatch(/into Simplified Chinese/);
  expect(fake.requests[0]?.body.messages[1]).toEqual({ role: 'user', content: 'Hello, world' });
});

it('throws the typed error with the partial translation attached', async () => {
  fake.script({ kind: 'disconnect', text: 'Bonjour tout le monde', chunkSize: 4 });
  const failure = await access()
    .translator('global')
    .translate({ text: 'Hello everyone', to: 'French' })
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ModelError);
  expect(failure).toMatchObject({ kind: 'disconnected', partial: { text: 'Bonjour ' } });
});

it('in demo mode returns the text unchanged, flagged, with a note in the user’s language', async () => {
  const demo = testAccess({});
  const result = await demo.translator('cn').translate({ text: 'Hello', to: 'Chinese', language: 'zh_CN' });
  expect(result).toEqual({ text: 'Hello', translated: false, note: '演示模式：尚未配置 AI 模型，文本未翻译。' });
  expect(fake.requests).toHaveLength(0);
});
