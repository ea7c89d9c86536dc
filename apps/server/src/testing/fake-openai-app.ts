import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../ai/testing/fake-upstream.ts';
import { openAIChatFormat } from '../ai/testing/openai-chat-format.ts';
import { startTestApp, type TestApp, type TestUser } from './harness.ts';

export type FakeOpenAIApp = { fake: FakeUpstream; t: TestApp; user: TestUser };

/**
 * The set-up of a chat suite that talks to a real provider: a fake OpenAI upstream speaking its
 * wire format, an app configured to call it without retries (so a scripted fault is seen once),
 * and one signed-in user; `env` adds to or overrides that configuration. Registers the suite's
 * hooks; the fields are ready inside its tests, and the fake forgets its script and requests
 * before each test.
 */
export function useFakeOpenAIApp(env: Record<string, string> = {}): FakeOpenAIApp {
  const kit = {} as FakeOpenAIApp;
  beforeAll(async () => {
    kit.fake = await startFakeUpstream([openAIChatFormat()]);
    kit.t = await startTestApp({
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: kit.fake.url, AI_MAX_RETRIES: '0', ...env },
    });
    kit.user = await kit.t.createUser();
  });
  afterAll(async () => {
    await kit.t?.close();
    await kit.fake?.close();
  });
  beforeEach(() => kit.fake.reset());
  return kit;
}
