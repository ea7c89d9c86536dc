import { InvalidResponseDataError, JSONParseError } from 'ai';
import { describe, expect, it } from 'vitest';
import { ChatCompletionsParts } from './chat-completions-parts.ts';

/** What providers send beyond the fake upstream's plain answers, event by event. */
function read(...events: unknown[]) {
  const parts = new ChatCompletionsParts();
  const out = [];
  for (const event of events) {
    parts.event(typeof event === 'string' ? event : JSON.stringify(event));
    out.push(...parts.take());
  }
  return [...out, ...parts.end()];
}

const delta = (value: object, finish: string | null = null) => ({
  choices: [{ index: 0, delta: value, finish_reason: finish }],
});
const finishOf = (parts: ReturnType<typeof read>) => parts.find((part) => part.type === 'finish');

describe('a chat-completions answer, event by event', () => {
  it('reads text, reasoning under either name, [DONE], and the usage chunk', () => {
    const parts = read(
      delta({ role: 'assistant', content: '' }),
      delta({ reasoning: 'hmm' }),
      delta({ reasoning_content: '…', content: null }),
      delta({ content: 'Hi' }),
      delta({}, 'stop'),
      { choices: [], usage: { prompt_tokens: 12, completion_tokens: 8, prompt_tokens_details: { cached_tokens: 2 } } },
      '[DONE]',
    );
    expect(parts.filter((part) => part.type !== 'finish')).toEqual([
      { type: 'reasoning-delta', id: 'reasoning-0', delta: 'hmm' },
      { type: 'reasoning-delta', id: 'reasoning-0', delta: '…' },
      { type: 'text-delta', id: 'txt-0', delta: 'Hi' },
    ]);
    expect(finishOf(parts)).toMatchObject({
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: { inputTokens: { total: 12, noCache: 10, cacheRead: 2 }, outputTokens: { total: 8, text: 8 } },
    });
  });

  it('reads content given as a list of text and thinking items', () => {
    const parts = read(
      delta({
        content: [
          { type: 'thinking', thinking: [{ type: 'text', text: 'plan' }] },
          { type: 'text', text: 'ok' },
        ],
      }),
      delta({}, 'length'),
    );
    expect(parts.slice(0, 2)).toEqual([
      { type: 'reasoning-delta', id: 'reasoning-0', delta: 'plan' },
      { type: 'text-delta', id: 'txt-0', delta: 'ok' },
    ]);
    expect(finishOf(parts)?.finishReason).toEqual({ unified: 'length', raw: 'length' });
  });

  it('shows a refusal as text and calls the stop a content filter', () => {
    const parts = read(delta({ refusal: 'I can’t help with that.' }), delta({}, 'stop'));
    expect(parts[0]).toEqual({ type: 'text-delta', id: 'txt-0', delta: 'I can’t help with that.' });
    expect(finishOf(parts)?.finishReason.unified).toBe('content-filter');
  });

  it('ends in an error, not a whole answer, when the body stops with no finish reason', () => {
    const parts = read(delta({ content: 'half' }));
    const error = parts.find((part) => part.type === 'error');
    expect(InvalidResponseDataError.isInstance(error?.type === 'error' ? error.error : undefined)).toBe(true);
    expect(finishOf(parts)?.finishReason).toEqual({ unified: 'error', raw: undefined });
  });

  it('hands on an error chunk as the provider sent it, and one that is not JSON as a parse error', () => {
    const failure = { message: 'overloaded', type: 'server_error', code: null };
    const sent = read(delta({ content: 'a' }, 'stop'), { error: failure });
    expect(sent.filter((part) => part.type === 'error')).toEqual([{ type: 'error', error: failure }]);
    // The error after the finish reason undoes it, as in the SDK.
    expect(finishOf(sent)?.finishReason.unified).toBe('error');

    const garbled = read('{"choices": [', delta({}, 'stop'));
    const error = garbled.find((part) => part.type === 'error');
    expect(JSONParseError.isInstance(error?.type === 'error' ? error.error : undefined)).toBe(true);
    // A later finish reason still counts (the SDK's verdict too): the one bad event is the error.
    expect(finishOf(garbled)?.finishReason.unified).toBe('stop');
    expect(read('42').find((part) => part.type === 'error')).toBeDefined();
  });
});
