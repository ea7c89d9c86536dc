import type { ModelError } from './errors.ts';
import type { FinishReason, LanguageModel, StreamRequest, StreamResult } from './types.ts';

/**
 * For features that need the whole answer rather than a stream (translation, titles,
 * bot helpers): runs the stream to its end. Throws the ModelError of a failed stream with
 * the partial answer attached as `partial`, so even this path loses nothing.
 */
export async function complete(
  model: LanguageModel,
  request: StreamRequest,
): Promise<StreamResult & { reason: FinishReason }> {
  for await (const part of model.stream(request)) {
    if (part.type === 'finish') return { ...part.result, reason: part.reason };
    if (part.type === 'error') throw withPartial(part.error, part.result);
  }
  throw new Error(`${model.id}: stream ended without a finish part`);
}

function withPartial(error: ModelError, result: StreamResult): ModelError {
  error.partial = result;
  return error;
}
