import { pieces, sse, type Frame, type WireFormat } from './fake-upstream.ts';

/**
 * Anthropic Messages streaming (`POST …/messages`): named events message_start,
 * content_block_start/delta/stop (a `thinking` block with thinking_delta and
 * signature_delta before the `text` block), message_delta with the stop reason,
 * message_stop; `ping` between them as the real API does.
 */
export function anthropicFormat(): WireFormat {
  return {
    name: 'anthropic',
    handles: (path) => path.endsWith('/messages'),
    frames(answer, request) {
      const model = String(request.body?.model ?? 'claude-fake');
      const body: Frame[] = [
        meta(
          {
            type: 'message_start',
            message: {
              id: 'msg_fake',
              type: 'message',
              role: 'assistant',
              content: [],
              model,
              stop_reason: null,
              stop_sequence: null,
              usage: { input_tokens: 12, output_tokens: 1 },
            },
          },
          'message_start',
        ),
        meta({ type: 'ping' }, 'ping'),
      ];
      let index = 0;
      if (answer.reasoning) {
        body.push(
          meta(
            { type: 'content_block_start', index, content_block: { type: 'thinking', thinking: '', signature: '' } },
            'content_block_start',
          ),
        );
        for (const piece of pieces(answer.reasoning, answer.chunkSize)) {
          body.push(
            meta(
              { type: 'content_block_delta', index, delta: { type: 'thinking_delta', thinking: piece } },
              'content_block_delta',
            ),
          );
        }
        body.push(
          meta(
            { type: 'content_block_delta', index, delta: { type: 'signature_delta', signature: 'fake-signature' } },
            'content_block_delta',
          ),
        );
        body.push(meta({ type: 'content_block_stop', index }, 'content_block_stop'));
        index += 1;
      }
      body.push(
        meta({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } }, 'content_block_start'),
      );
      for (const piece of pieces(answer.text, answer.chunkSize)) {
        body.push({
          ...meta(
            { type: 'content_block_delta', index, delta: { type: 'text_delta', text: piece } },
            'content_block_delta',
          ),
          text: true,
        });
      }
      body.push(meta({ type: 'content_block_stop', index }, 'content_block_stop'));
      return {
        body,
        closing: [
          meta(
            {
              type: 'message_delta',
              delta: { stop_reason: 'end_turn', stop_sequence: null },
              usage: { output_tokens: 15 },
            },
            'message_delta',
          ),
          meta({ type: 'message_stop' }, 'message_stop'),
        ],
      };
    },
    errorBody: (status, message) => ({
      type: 'error',
      error: {
        type: status === 429 ? 'rate_limit_error' : status === 401 ? 'authentication_error' : 'api_error',
        message,
      },
    }),
    streamError: (message) => sse({ type: 'error', error: { type: 'overloaded_error', message } }, 'error'),
  };
}

const meta = (data: object, event: string): Frame => ({ data: sse(data, event) });
