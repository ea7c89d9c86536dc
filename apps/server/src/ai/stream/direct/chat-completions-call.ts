import http from 'node:http';
import https from 'node:https';
import { APICallError } from 'ai';
import { createParser } from 'eventsource-parser';
import type { CallOptions, ProviderPart } from '../model-call.ts';
import { ChatCompletionsParts } from './chat-completions-parts.ts';

/**
 * Where a chat-completions model answers and how to ask it. `body` is the AI SDK model's own
 * request (`prepareRequest` of @ai-sdk/openai-compatible: messages, images, options), so the SDK
 * still decides what is sent; only the answer is read here.
 */
export type ChatCompletionsEndpoint = {
  url: string;
  headers: Record<string, string>;
  body: (options: CallOptions) => Promise<Record<string, unknown>>;
};

/** The most of an error answer kept for the error's message. */
const ERROR_BODY_LIMIT = 64 * 1024;

// Kept-alive connections, as fetch keeps them: a chat sends many calls to the same host.
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/**
 * Sends one streamed chat-completions call and reads its answer straight off the socket: one
 * event parser and one JSON.parse per event, where the SDK's stream runs four web streams and a
 * schema check per event (bench: chat-stream's "SDK provider stream" line; it was ~4× the CPU of a
 * plain read per text frame and held most of a stream's heap). Failures are the SDK's own errors,
 * so retries and their verdicts (errors.ts) stay the same: an error status is an APICallError,
 * retryable for 408, 409, 429 and 5xx; a connection that fails before the answer is a retryable
 * one with no status; the caller's abort is the AbortError itself.
 */
export async function openChatCompletions(
  endpoint: ChatCompletionsEndpoint,
  options: CallOptions,
): Promise<AsyncIterable<ProviderPart>> {
  const values = { ...(await endpoint.body(options)), stream: true, stream_options: { include_usage: true } };
  const body = JSON.stringify(values);
  const response = await post(endpoint, body, values, options.abortSignal);
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 299) throw await statusError(endpoint.url, values, response);
  return readParts(response);
}

function post(
  endpoint: ChatCompletionsEndpoint,
  body: string,
  values: unknown,
  signal: AbortSignal | undefined,
): Promise<http.IncomingMessage> {
  const url = new URL(endpoint.url);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(url, {
      method: 'POST',
      agent: agents[url.protocol === 'https:' ? 'https:' : 'http:'],
      headers: {
        ...endpoint.headers,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        accept: 'text/event-stream',
      },
      signal,
    });
    request.once('response', resolve);
    request.once('error', (error) => {
      if (error.name === 'AbortError') return reject(error);
      reject(
        new APICallError({
          message: `Cannot connect to API: ${error.message}`,
          cause: error,
          url: endpoint.url,
          requestBodyValues: values,
          isRetryable: true,
        }),
      );
    });
    request.end(body);
  });
}

/** An error status as the SDK reports it: the provider's `error.message` when its body has one. */
async function statusError(url: string, values: unknown, response: http.IncomingMessage): Promise<APICallError> {
  const status = response.statusCode ?? 0;
  let text = '';
  try {
    response.setEncoding('utf8');
    for await (const chunk of response) {
      text += chunk as string;
      if (text.length > ERROR_BODY_LIMIT) break;
    }
  } catch {
    // A body cut short still leaves the status to go by.
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  const said = (data as { error?: { message?: unknown } } | undefined)?.error?.message;
  return new APICallError({
    message: typeof said === 'string' ? said : response.statusMessage || `HTTP ${status}`,
    url,
    requestBodyValues: values,
    statusCode: status,
    responseHeaders: headersOf(response),
    responseBody: text,
    data,
    isRetryable: status === 408 || status === 409 || status === 429 || status >= 500,
  });
}

function headersOf(response: http.IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/**
 * The answer's parts as its events arrive. A consumer that stops early (`return`) ends the loop,
 * which destroys the response and so the connection; a connection that breaks mid-answer throws
 * its network error (ECONNRESET), which the stream reports as a disconnect.
 */
async function* readParts(response: http.IncomingMessage): AsyncGenerator<ProviderPart> {
  const parts = new ChatCompletionsParts();
  const parser = createParser({ onEvent: (event) => parts.event(event.data) });
  response.setEncoding('utf8');
  for await (const text of response) {
    parser.feed(text as string);
    yield* parts.take();
  }
  yield* parts.end();
}
