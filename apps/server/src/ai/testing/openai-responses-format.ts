import { pieces, sse, type Frame, type WireFormat } from './fake-upstream.ts';

/**
 * OpenAI Responses API streaming (`POST …/responses`), used for o-series models so their
 * reasoning summary streams: response.created, a reasoning item with
 * reasoning_summary_text deltas, a message item with output_text deltas, response.completed.
 */
export function openAIResponsesFormat(): WireFormat {
  let sequence = 0;
  const raw = (type: string, data: object) => sse({ type, sequence_number: sequence++, ...data }, type);
  const event = (type: string, data: object): Frame => ({
    data: raw(type, data),
    text: type === 'response.output_text.delta',
  });
  return {
    name: 'openai-responses',
    handles: (path) => path.endsWith('/responses'),
    frames(answer, request) {
      sequence = 0;
      const model = String(request.body?.model ?? 'o-fake');
      const response = {
        id: 'resp_fake',
        object: 'response',
        created_at: 1_700_000_000,
        model,
        status: 'in_progress',
        output: [],
      };
      const body = [event('response.created', { response })];
      let outputIndex = 0;
      if (answer.reasoning) {
        const item = { type: 'reasoning', id: 'rs_fake', summary: [] };
        body.push(event('response.output_item.added', { output_index: outputIndex, item }));
        body.push(
          event('response.reasoning_summary_part.added', {
            item_id: 'rs_fake',
            output_index: outputIndex,
            summary_index: 0,
            part: { type: 'summary_text', text: '' },
          }),
        );
        for (const piece of pieces(answer.reasoning, answer.chunkSize)) {
          body.push(
            event('response.reasoning_summary_text.delta', {
              item_id: 'rs_fake',
              output_index: outputIndex,
              summary_index: 0,
              delta: piece,
            }),
          );
        }
        body.push(
          event('response.reasoning_summary_part.done', {
            item_id: 'rs_fake',
            output_index: outputIndex,
            summary_index: 0,
            part: { type: 'summary_text', text: answer.reasoning },
          }),
        );
        body.push(
          event('response.output_item.done', {
            output_index: outputIndex,
            item: { ...item, summary: [{ type: 'summary_text', text: answer.reasoning }] },
          }),
        );
        outputIndex += 1;
      }
      const message = { type: 'message', id: 'msg_fake', status: 'in_progress', role: 'assistant', content: [] };
      body.push(event('response.output_item.added', { output_index: outputIndex, item: message }));
      body.push(
        event('response.content_part.added', {
          item_id: 'msg_fake',
          output_index: outputIndex,
          content_index: 0,
          part: { type: 'output_text', text: '', annotations: [] },
        }),
      );
      for (const piece of pieces(answer.text, answer.chunkSize)) {
        body.push(
          event('response.output_text.delta', {
            item_id: 'msg_fake',
            output_index: outputIndex,
            content_index: 0,
            delta: piece,
            logprobs: [],
          }),
        );
      }
      body.push(
        event('response.output_text.done', {
          item_id: 'msg_fake',
          output_index: outputIndex,
          content_index: 0,
          text: answer.text,
        }),
      );
      const done = {
        ...message,
        status: 'completed',
        content: [{ type: 'output_text', text: answer.text, annotations: [] }],
      };
      body.push(event('response.output_item.done', { output_index: outputIndex, item: done }));
      return {
        body,
        closing: [
          event('response.completed', {
            response: {
              ...response,
              status: 'completed',
              incomplete_details: null,
              usage: {
                input_tokens: 12,
                input_tokens_details: { cached_tokens: 0 },
                output_tokens: 8,
                output_tokens_details: { reasoning_tokens: 4 },
                total_tokens: 20,
              },
            },
          }),
        ],
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
    streamError: (message) => raw('error', { code: 'server_error', message, param: null }),
  };
}
