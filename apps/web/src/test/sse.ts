/** Server-sent events as the chat server writes them: one `data:` JSON line per frame. */
export const sseText = (frames: readonly unknown[]) =>
  frames.map((frame) => `data: ${JSON.stringify(frame)}\n\n`).join('');

type Step = string | { wait: number } | { fail: string };

/**
 * A streaming Response whose body is written piece by piece: strings are sent, `{ wait }`
 * pauses (fake timers advance it), `{ fail }` breaks the body. Without an end the body stays
 * open, as a stalled server's would. Pass the request's signal so an abort breaks the body.
 */
export function streamResponse(
  steps: readonly Step[],
  options: { end?: boolean; status?: number; signal?: AbortSignal | null } = {},
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      // As with a real fetch, aborting the request breaks its body.
      options.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      for (const step of steps) {
        if (typeof step === 'string') controller.enqueue(encoder.encode(step));
        else if ('wait' in step) await new Promise((resolve) => setTimeout(resolve, step.wait));
        else return controller.error(new TypeError(step.fail));
      }
      if (options.end !== false) controller.close();
    },
  });
  return new Response(body, {
    status: options.status ?? 200,
    headers: { 'content-type': 'text/event-stream; charset=utf-8' },
  });
}

export const jsonResponse = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
