import { InvalidResponseDataError, JSONParseError } from 'ai';
import type { ProviderPart } from '../model-call.ts';

type Finish = Extract<ProviderPart, { type: 'finish' }>;
type Usage = Finish['usage'];

/** What a chat-completions chunk may carry; everything is optional, as providers leave fields out. */
type Chunk = {
  error?: unknown;
  usage?: ChunkUsage | null;
  choices?: { finish_reason?: string | null; delta?: Delta | null }[];
};
type Delta = {
  content?: string | ContentItem[] | null;
  reasoning_content?: string | null;
  reasoning?: string | null;
  refusal?: string | null;
};
type ContentItem = { type?: string; text?: unknown; thinking?: unknown };
type ChunkUsage = {
  prompt_tokens?: number | null;
  completion_tokens?: number | null;
  prompt_tokens_details?: { cached_tokens?: number | null } | null;
  completion_tokens_details?: { reasoning_tokens?: number | null } | null;
};

/**
 * Turns the events of a streamed chat-completions answer into the provider parts the AI SDK's
 * OpenAI-compatible model makes of them, for the parts our stream reads: text and reasoning
 * deltas, errors (a `{"error": …}` chunk, a chunk that is not JSON) and the closing finish.
 * The same verdicts as the SDK's: `stop` after a refusal is a content filter, and a body that
 * ends with no finish reason is an error, so a proxy's dropped connection is never a whole answer.
 */
export class ChatCompletionsParts {
  private pending: ProviderPart[] = [];
  private rawFinish: string | undefined;
  private failed = false;
  private refused = false;
  private usage: ChunkUsage | undefined;

  /** Reads one event's data; its parts wait in `take`. */
  event(data: string): void {
    if (data === '[DONE]') return;
    let chunk: Chunk;
    try {
      chunk = JSON.parse(data) as Chunk;
    } catch (cause) {
      return this.fail(new JSONParseError({ text: data, cause }));
    }
    if (!chunk || typeof chunk !== 'object') {
      return this.fail(new InvalidResponseDataError({ data: chunk, message: 'A chunk is not an object.' }));
    }
    if (chunk.error !== undefined) return this.fail(chunk.error);
    if (chunk.usage) this.usage = chunk.usage;
    const choice = Array.isArray(chunk.choices) ? chunk.choices[0] : undefined;
    if (choice?.finish_reason) this.rawFinish = choice.finish_reason;
    const delta = choice?.delta;
    if (!delta) return;
    const reasoning = delta.reasoning_content ?? delta.reasoning;
    if (reasoning) this.pending.push({ type: 'reasoning-delta', id: 'reasoning-0', delta: reasoning });
    this.content(delta.content);
    if (delta.refusal) {
      this.refused = true;
      this.text(delta.refusal);
    }
  }

  /** The parts read since the last call. */
  take(): ProviderPart[] {
    const parts = this.pending;
    this.pending = [];
    return parts;
  }

  /** The closing parts, once the body has ended. */
  end(): ProviderPart[] {
    let finishReason: Finish['finishReason'];
    if (this.rawFinish) finishReason = { unified: unifiedReason(this.rawFinish, this.refused), raw: this.rawFinish };
    else {
      finishReason = { unified: 'error', raw: undefined };
      if (!this.failed) {
        this.pending.push({
          type: 'error',
          error: new InvalidResponseDataError({
            data: undefined,
            message: 'Response stream ended without a finish reason.',
          }),
        });
      }
    }
    this.pending.push({ type: 'finish', finishReason, usage: usageOf(this.usage) });
    return this.take();
  }

  /** As the SDK does, an error forgets an earlier finish reason: only a later one makes the answer whole. */
  private fail(error: unknown): void {
    this.failed = true;
    this.rawFinish = undefined;
    this.pending.push({ type: 'error', error });
  }

  private text(delta: string): void {
    this.pending.push({ type: 'text-delta', id: 'txt-0', delta });
  }

  /** `content` is a string, or (some proxies of reasoning models) a list of text and thinking items. */
  private content(content: Delta['content']): void {
    if (typeof content === 'string') {
      if (content) this.text(content);
      return;
    }
    for (const item of Array.isArray(content) ? content : []) {
      if (item.type === 'text' && typeof item.text === 'string' && item.text) this.text(item.text);
      else if (item.type === 'thinking' && Array.isArray(item.thinking)) {
        const thought = (item.thinking as ContentItem[])
          .filter((piece) => piece?.type === 'text' && typeof piece.text === 'string')
          .map((piece) => piece.text)
          .join('');
        if (thought) this.pending.push({ type: 'reasoning-delta', id: 'reasoning-0', delta: thought });
      }
    }
  }
}

function unifiedReason(raw: string, refused: boolean): Finish['finishReason']['unified'] {
  if (raw === 'stop') return refused ? 'content-filter' : 'stop';
  if (raw === 'length') return 'length';
  if (raw === 'content_filter') return 'content-filter';
  if (raw === 'tool_calls' || raw === 'function_call') return 'tool-calls';
  return 'other';
}

function usageOf(usage: ChunkUsage | undefined): Usage {
  const input = usage?.prompt_tokens ?? undefined;
  const cached = usage?.prompt_tokens_details?.cached_tokens ?? undefined;
  const output = usage?.completion_tokens ?? undefined;
  const reasoning = usage?.completion_tokens_details?.reasoning_tokens ?? undefined;
  return {
    inputTokens: {
      total: input,
      noCache: input === undefined ? undefined : input - (cached ?? 0),
      cacheRead: cached,
      cacheWrite: undefined,
    },
    outputTokens: {
      total: output,
      text: output === undefined ? undefined : output - (reasoning ?? 0),
      reasoning,
    },
  };
}
