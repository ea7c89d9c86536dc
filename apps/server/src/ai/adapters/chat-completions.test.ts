import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ask, PIXEL_PNG, run, testAccess } from '../testing/access.ts';
import { startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream.ts';
import { openAIChatFormat } from '../testing/openai-chat-format.ts';

/**
 * Every upstream spoken to in the chat-completions format: DeepSeek, MiniMax, Qianfan
 * (wenxin), Azure OpenAI, and OpenAI or any compatible server behind OPENAI_BASE_URL.
 */
let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream([openAIChatFormat()]);
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('DeepSeek', () => {
  const access = () => testAccess({ DEEPSEEK_API_KEY: 'sk-deep', DEEPSEEK_BASE_URL: `${fake.url}/v1` });

  it('streams deepseekR1 reasoning_content apart from the answer', async () => {
    fake.script({ kind: 'answer', reasoning: 'First, recall the capital.', text: 'Paris is the capital of France.' });
    const out = await run(access(), 'deepseekR1', ask('Capital of France?'));
    expect(out.reasoning).toBe('First, recall the capital.');
    expect(out.text).toBe('Paris is the capital of France.');
    expect(out.last).toMatchObject({
      type: 'finish',
      reason: 'stop',
      result: { text: out.text, reasoning: out.reasoning },
    });
    // Reasoning came first and was not mixed into the text parts.
    const kinds = out.parts.map((part) => part.type);
    expect(kinds.indexOf('reasoning')).toBeLessThan(kinds.indexOf('text'));
  });

  it('sends the configured upstream model, the system prompt and the key', async () => {
    await run(
      testAccess({
        DEEPSEEK_API_KEY: 'sk-deep',
        DEEPSEEK_BASE_URL: `${fake.url}/v1`,
        DEEPSEEK_MODEL_V3: 'deepseek-v3-custom',
      }),
      'deepseekV3',
      {
        system: 'Always answer in French.',
        messages: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Bonjour' },
          { role: 'user', content: 'How are you?' },
        ],
      },
    );
    const request = fake.requests[0];
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-deep');
    expect(request?.body.model).toBe('deepseek-v3-custom');
    expect(request?.body.stream).toBe(true);
    expect(request?.body.messages).toEqual([
      { role: 'system', content: 'Always answer in French.' },
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Bonjour' },
      { role: 'user', content: 'How are you?' },
    ]);
  });

  it('uses deepseek-reasoner and deepseek-chat by default', async () => {
    await run(access(), 'deepseekR1', ask('a'));
    await run(access(), 'deepseekV3', ask('b'));
    expect(fake.requests.map((request) => request.body.model)).toEqual(['deepseek-reasoner', 'deepseek-chat']);
  });
});

describe('OpenAI-compatible servers behind OPENAI_BASE_URL (proxies, Ollama, vLLM)', () => {
  const access = () =>
    testAccess({ OPENAI_API_KEY: 'ollama', OPENAI_BASE_URL: `${fake.url}/v1`, OPENAI_MODEL_GPT4: 'llava:13b' });

  it('speaks chat-completions and reads reasoning_content from local reasoning models', async () => {
    fake.script({ kind: 'answer', reasoning: 'thinking…', text: 'done' });
    const out = await run(access(), 'gpto1', ask('q'));
    expect(fake.requests[0]?.path).toBe('/v1/chat/completions');
    expect(fake.requests[0]?.body.model).toBe('o1');
    expect(out.reasoning).toBe('thinking…');
    expect(out.text).toBe('done');
  });

  it('sends images as data URLs to vision models', async () => {
    await run(access(), 'gpt4.0', {
      messages: [{ role: 'user', content: 'What is this?', images: [{ data: PIXEL_PNG, mediaType: 'image/png' }] }],
    });
    const content = fake.requests[0]?.body.messages[0].content;
    expect(fake.requests[0]?.body.model).toBe('llava:13b');
    expect(content).toEqual([
      { type: 'image_url', image_url: { url: `data:image/png;base64,${Buffer.from(PIXEL_PNG).toString('base64')}` } },
      { type: 'text', text: 'What is this?' },
    ]);
  });

  it('leaves images out for models without vision, rather than failing the call', async () => {
    await run(access(), 'gpt3.5', {
      messages: [{ role: 'user', content: 'And this?', images: [{ data: PIXEL_PNG, mediaType: 'image/png' }] }],
    });
    expect(fake.requests[0]?.body.messages[0]).toEqual({ role: 'user', content: 'And this?' });
  });
});

describe('MiniMax and Qianfan (wenxin)', () => {
  it('call their OpenAI-compatible endpoints with their own keys and models', async () => {
    const access = testAccess({
      MINIMAX_API_KEY: 'mm-key',
      MINIMAX_BASE_URL: `${fake.url}/minimax/v1`,
      QIANFAN_API_KEY: 'qf-key',
      QIANFAN_BASE_URL: `${fake.url}/qianfan/v2`,
    });
    fake.script({ kind: 'answer', text: 'MiniMax says hi' }, { kind: 'answer', text: '文心你好' });
    expect((await run(access, 'minimax', ask('hi'))).text).toBe('MiniMax says hi');
    expect((await run(access, 'wenxin', ask('你好'))).text).toBe('文心你好');
    expect(fake.requests.map((request) => [request.path, request.headers.authorization, request.body.model])).toEqual([
      ['/minimax/v1/chat/completions', 'Bearer mm-key', 'MiniMax-Text-01'],
      ['/qianfan/v2/chat/completions', 'Bearer qf-key', 'ernie-4.5-turbo-128k'],
    ]);
  });
});

describe('Azure OpenAI', () => {
  it('calls the deployment with the api-key header', async () => {
    const access = testAccess({
      AZURE_OPENAI_API_KEY: 'az-key',
      AZURE_OPENAI_BASE_URL: `${fake.url}/openai`,
      AZURE_OPENAI_DEPLOYMENT: 'my-gpt4o',
    });
    fake.script({ kind: 'answer', text: 'from azure' });
    const out = await run(access, 'azure', ask('hi'));
    expect(out.text).toBe('from azure');
    expect(fake.requests[0]?.path).toBe('/openai/chat/completions');
    expect(fake.requests[0]?.headers['api-key']).toBe('az-key');
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
    expect(fake.requests[0]?.body.model).toBe('my-gpt4o');
  });

  it('uses deployment URLs with an api-version when asked to', async () => {
    const access = testAccess({
      AZURE_OPENAI_API_KEY: 'az-key',
      AZURE_OPENAI_BASE_URL: `${fake.url}/openai`,
      AZURE_OPENAI_DEPLOYMENT: 'prod-4o',
      AZURE_OPENAI_DEPLOYMENT_URLS: 'true',
      AZURE_OPENAI_API_VERSION: '2024-10-21',
    });
    fake.script({ kind: 'answer', text: 'ok' });
    await run(access, 'azure', ask('hi'));
    expect(fake.requests[0]?.path).toBe('/openai/deployments/prod-4o/chat/completions');
    expect(fake.requests[0]?.query.get('api-version')).toBe('2024-10-21');
  });
});
