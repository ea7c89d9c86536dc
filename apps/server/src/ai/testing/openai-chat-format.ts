import { pieces, sse, type WireFormat } from './fake-upstream.ts';

/**
 * OpenAI chat-completions streaming (`POST …/chat/completions`, `stream: true`), as spoken
 * by OpenAI, DeepSeek (reasoning in `delta.reasoning_content`), MiniMax, Qianfan v2,
 * Azure OpenAI, Ollama and vLLM: `data: {chunk}` frames, a last chunk with
 * `finish_reason`, a usage chunk, then `data: [DONE]`.
 */
export function openAIChatFormat(
  options: { extra?: (citations: { url: string; title?: string }[]) => object } = {},
): WireFormat {
  return {
    name: 'openai-chat',
    handles: (path) => path.endsWith('/chat/completions'),
    frames(answer, request) {
      const model = String(request.body?.model ?? 'fake-model');
      const extra = options.extra?.(answer.citations) ?? {};
      const chunk = (delta: object, finish: string | null = null) =>
        sse({
          id: 'chatcmpl-fake',
          object: 'chat.completion.chunk',
          created: 1_700_000_000,
          model,
          ...extra,
          choices: [{ index: 0, delta, finish_reason: finish }],
        });
      return {
        body: [
          { data: chunk({ role: 'assistant', content: '' }) },
          ...pieces(answer.reasoning, answer.chunkSize).map((piece) => ({
            data: chunk({ reasoning_content: piece, content: null }),
          })),
          ...pieces(answer.text, answer.chunkSize).map((piece) => ({ data: chunk({ content: piece }), text: true })),
        ],
        closing: [
          chunk({}, 'stop'),
          sse({
            id: 'chatcmpl-fake',
            object: 'chat.completion.chunk',
            created: 1_700_000_000,
            model,
            choices: [],
            usage: { prompt_tokens: 12, completion_tokens: 8, total_tokens: 20 },
          }),
          sse('[DONE]'),
        ].map((data) => ({ data })),
      };
    },
    errorBody: (status, message) => ({
      error: {
        message,
        type: status === 429 ? 'requests' : 'invalid_request_error',
        param: null,
        code: status === 429 ? 'rate_limit_exceeded' : `http_${status}`,
      },
    }),
    streamError: (message) => sse({ error: { message, type: 'server_error', code: null } }),
  };
}

/**
 * Perplexity: chat-completions plus the web sources it searched, as `citations` (urls, the
 * [n] markers in the text index them from 1) and `search_results` (title and url) on every chunk.
 */
export function perplexityFormat(): WireFormat {
  const base = openAIChatFormat({
    extra: (citations) =>
      citations.length
        ? {
            citations: citations.map((c) => c.url),
            search_results: citations.map((c) => ({ title: c.title ?? c.url, url: c.url })),
          }
        : {},
  });
  return {
    ...base,
    name: 'perplexity',
    errorBody: (status, message) => ({
      error: { code: status, message, type: status === 429 ? 'rate_limit_exceeded' : 'invalid_request' },
    }),
  };
}
