import type { ModelId } from '@inkstone/contract/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiMessageKey, ModelErrorKind } from '../errors.ts';
import { ask, run, testAccess } from '../testing/access.ts';
import { anthropicFormat } from '../testing/anthropic-format.ts';
import { startFakeUpstream, type FakeStep, type FakeUpstream, type WireFormat } from '../testing/fake-upstream.ts';
import { geminiFormat } from '../testing/gemini-format.ts';
import { openAIChatFormat, perplexityFormat } from '../testing/openai-chat-format.ts';
import { openAIResponsesFormat } from '../testing/openai-responses-format.ts';

/**
 * Every upstream fault, against every wire format: the stream ends with one typed error
 * carrying its catalogue key, and whatever text had arrived is kept.
 */
const ANSWER = 'The quick brown fox jumps over the lazy dog.';
const FIRST_TWO_DELTAS = 'The quick '; // chunkSize 5

type Case = {
  name: string;
  format: () => WireFormat;
  id: ModelId;
  env: (url: string) => Record<string, string>;
  overloadKind: ModelErrorKind;
};

const cases: Case[] = [
  {
    name: 'chat-completions (DeepSeek)',
    format: openAIChatFormat,
    id: 'deepseekR1',
    env: (url) => ({ DEEPSEEK_API_KEY: 'k', DEEPSEEK_BASE_URL: url }),
    overloadKind: 'upstream_http',
  },
  {
    // Read off the socket (stream/direct), not through the SDK's stream: the same verdicts.
    name: 'chat-completions read directly (an OpenAI-compatible server)',
    format: openAIChatFormat,
    id: 'gpt3.5',
    env: (url) => ({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: url, OPENAI_API_STYLE: 'compatible' }),
    overloadKind: 'upstream_http',
  },
  {
    name: 'OpenAI Responses (o1)',
    format: openAIResponsesFormat,
    id: 'gpto1',
    env: (url) => ({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: url, OPENAI_API_STYLE: 'official' }),
    overloadKind: 'upstream_http',
  },
  {
    name: 'Anthropic Messages',
    format: anthropicFormat,
    id: 'anthropic3.7',
    env: (url) => ({ ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: url }),
    overloadKind: 'rate_limited',
  },
  {
    name: 'Gemini',
    format: geminiFormat,
    id: 'gemini',
    env: (url) => ({ GOOGLE_API_KEY: 'k', GOOGLE_BASE_URL: url }),
    overloadKind: 'upstream_http',
  },
  {
    name: 'Perplexity',
    format: perplexityFormat,
    id: 'perplexity',
    env: (url) => ({ PERPLEXITY_API_KEY: 'k', PERPLEXITY_BASE_URL: url }),
    overloadKind: 'upstream_http',
  },
];

const faults: {
  step: FakeStep;
  kind: ModelErrorKind | 'overload';
  key?: AiMessageKey;
  status?: number;
  kept: string;
}[] = [
  { step: { kind: 'http-error', status: 500 }, kind: 'upstream_http', key: 'ai.upstreamError', status: 500, kept: '' },
  {
    step: { kind: 'http-error', status: 400, message: 'bad model' },
    kind: 'upstream_http',
    key: 'ai.upstreamError',
    status: 400,
    kept: '',
  },
  { step: { kind: 'rate-limit' }, kind: 'rate_limited', key: 'ai.rateLimited', status: 429, kept: '' },
  { step: { kind: 'http-error', status: 401 }, kind: 'auth', key: 'ai.auth', status: 401, kept: '' },
  {
    step: { kind: 'disconnect', text: ANSWER, chunkSize: 5 },
    kind: 'disconnected',
    key: 'ai.streamError',
    kept: FIRST_TWO_DELTAS,
  },
  { step: { kind: 'stall', text: ANSWER, chunkSize: 5 }, kind: 'timeout', key: 'ai.timeout', kept: FIRST_TWO_DELTAS },
  { step: { kind: 'truncate', text: ANSWER, chunkSize: 5 }, kind: 'disconnected', key: 'ai.streamError', kept: ANSWER },
  { step: { kind: 'stream-error', text: ANSWER, chunkSize: 5 }, kind: 'overload', kept: FIRST_TWO_DELTAS },
];

for (const testCase of cases) {
  describe(testCase.name, () => {
    let fake: FakeUpstream;
    beforeAll(async () => {
      fake = await startFakeUpstream([testCase.format()]);
    });
    afterAll(() => fake.close());

    for (const fault of faults) {
      const label = fault.step.kind === 'http-error' ? `HTTP ${fault.step.status}` : fault.step.kind;
      it(`${label}: ends with ${fault.kind} and keeps "${fault.kept}"`, async () => {
        fake.script(fault.step);
        // The stall case waits out the limit: 1 s keeps it short and still above a loaded first call.
        const limit: Record<string, string> = fault.step.kind === 'stall' ? { AI_STALL_TIMEOUT_MS: '1000' } : {};
        const out = await run(
          testAccess({ ...testCase.env(fake.url), ...limit }),
          testCase.id,
          ask('Tell me about foxes'),
        );
        const expectedKind = fault.kind === 'overload' ? testCase.overloadKind : fault.kind;
        expect(out.last.type).toBe('error');
        if (out.last.type !== 'error') return;
        expect(out.last.error.kind).toBe(expectedKind);
        if (fault.key) expect(out.last.error.key).toBe(fault.key);
        if (fault.status) expect(out.last.error.status).toBe(fault.status);
        expect(out.text).toBe(fault.kept);
        expect(out.last.result.text).toBe(fault.kept);
        // Exactly one terminal part.
        expect(out.parts.filter((part) => part.type === 'error' || part.type === 'finish')).toHaveLength(1);
      });
    }

    it('answers normally after a fault (the fake and the adapter hold no broken state)', async () => {
      fake.script({ kind: 'answer', text: ANSWER });
      const out = await run(testAccess(testCase.env(fake.url)), testCase.id, ask('again'));
      expect(out.text).toBe(ANSWER);
      expect(out.last).toMatchObject({ type: 'finish', reason: 'stop' });
    });
  });
}
