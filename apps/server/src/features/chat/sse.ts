import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamFrame } from '@inkstone/contract/chat';

/**
 * Server-sent events for one answer. The response starts with the first frame, so anything
 * refused before that (validation, quota, a missing session) is still an ordinary JSON
 * envelope with its HTTP status.
 */
export function sseWriter(request: FastifyRequest, reply: FastifyReply) {
  let started = false;
  const closed = new AbortController();
  // The response's close, not the request's: the request closes as soon as its body has been
  // read, long before the answer is written. A response closed before it finished means the
  // client went away, so the answer stops (and the upstream call with it).
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) closed.abort();
  });
  const write = (frame: StreamFrame) => {
    if (!started) {
      started = true;
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
        'x-request-id': String(request.id),
      });
    }
    if (reply.raw.destroyed || reply.raw.writableEnded) return;
    reply.raw.write(`data: ${JSON.stringify(frame)}\n\n`);
    if (frame.end) reply.raw.end();
  };
  return {
    write,
    signal: closed.signal,
    get started() {
      return started;
    },
  };
}
