import { pieces, sse, type WireFormat } from './fake-upstream.ts';

/**
 * Gemini `POST …/models/{model}:streamGenerateContent?alt=sse`: `data: {candidates…}`
 * frames (thoughts are parts with `thought: true`), the last one with `finishReason` and
 * `usageMetadata`. There is no terminator line; the body just ends.
 */
export function geminiFormat(): WireFormat {
  const candidate = (parts: object[], finishReason?: string) => ({
    candidates: [{ content: { parts, role: 'model' }, index: 0, ...(finishReason ? { finishReason } : {}) }],
    modelVersion: 'gemini-fake',
  });
  return {
    name: 'gemini',
    handles: (path) => path.endsWith(':streamGenerateContent'),
    frames(answer) {
      const body = [
        ...pieces(answer.reasoning, answer.chunkSize).map((piece) => ({
          data: sse(candidate([{ text: piece, thought: true }])),
        })),
        ...pieces(answer.text, answer.chunkSize).map((piece) => ({
          data: sse(candidate([{ text: piece }])),
          text: true,
        })),
      ];
      return {
        body,
        closing: [
          {
            data: sse({
              ...candidate([{ text: '' }], 'STOP'),
              usageMetadata: { promptTokenCount: 12, candidatesTokenCount: 8, totalTokenCount: 20 },
            }),
          },
        ],
      };
    },
    errorBody: (status, message) => ({
      error: {
        code: status,
        message,
        status: status === 429 ? 'RESOURCE_EXHAUSTED' : status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL',
      },
    }),
    streamError: (message) => sse({ error: { code: 503, message, status: 'UNAVAILABLE' } }),
  };
}
