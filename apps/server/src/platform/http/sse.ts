import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamFrame } from '@inkstone/contract/chat';

/**
 * Server-sent events for one answer, a chat's or a website visitor's, in the chat streams' frame
 * format. The response starts with the first frame, so anything refused before that (validation,
 * quota, a missing session) is still an ordinary JSON envelope with its HTTP status. `F` is the
 * stream's frame type (the chat's by default; the writing tools' has its own `data` shapes).
 */
export function sseWriter<F extends { end: boolean } = StreamFrame>(request: FastifyRequest, reply: FastifyReply) {
  let started = false;
  const closed = new AbortController();
  // The response's close, not the request's: the request closes as soon as its body has been
  // read, long before the answer is written. A response closed before it finished means the
  // client went away, so the answer stops (and the upstream call with it).
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) closed.abort();
  });
  /**
   * Writes one frame. When the socket's buffer is full (`write` answers false) it answers a
   * promise settled on 'drain' (or on close), so the answer waits for a slow reader instead of
   * buffering without bound; the wait holds the upstream call too. `id` is the frame's place in
   * a resumable stream, sent as the SSE `id:` field (ssePost sends none: its bytes stay as they were);
   * `data` is the frame's JSON when the caller has already made it.
   */
  const write = (frame: F, id?: number, data = JSON.stringify(frame)): Promise<void> | undefined => {
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
    const raw = reply.raw;
    if (raw.destroyed || raw.writableEnded) return;
    const flowing = raw.write(`${id === undefined ? '' : `id: ${id}\n`}data: ${data}\n\n`);
    if (frame.end) raw.end();
    else if (!flowing) return drained(raw);
  };
  return {
    write,
    signal: closed.signal,
    get started() {
      return started;
    },
  };
}

/** Settles when the response can take more, or is gone. */
function drained(raw: FastifyReply['raw']): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      raw.off('drain', done);
      raw.off('close', done);
      resolve();
    };
    raw.on('drain', done);
    raw.on('close', done);
  });
}
