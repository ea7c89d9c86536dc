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
  request.raw.on('close', () => {
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
    if (!reply.raw.writableEnded) reply.raw.write(`data: ${JSON.stringify(frame)}\n\n`);
    if (frame.end) reply.raw.end();
  };
  return { write, signal: closed.signal, get started() { return started; } };
}
