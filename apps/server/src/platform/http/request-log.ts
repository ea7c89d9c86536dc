import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access-log line per request instead of Fastify's two. The "incoming request" line
 * carried the method and URL, "request completed" the status and time, joined only by the
 * request id; at the default `info` level writing both was the largest single cost of a small
 * call (two serialised lines and two writes, about half of its CPU time in the json-api bench).
 * The completion line now carries all of it. The arrival line stays available at `debug`, for
 * chasing a request that never completes.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

/**
 * Each request's logger (the child Fastify makes for it), to its caller's id. A pino child per
 * signed-in call, to carry the id, was a tenth of a small call's CPU time (json-api bench, whoami)
 * even when nothing but the completion line was written, or nothing at all; a weak map entry is
 * all it takes now, and the id is added as a line is written.
 */
const callers = new WeakMap<object, number>();

/**
 * Once a route has identified its caller (`auth: 'user'` or `'optional'`, before validation), the
 * request's lines, the completion line included, carry `userId` beside Fastify's `reqId` (with
 * `callerOnLine` as the logger's mixin). The id only: an email or a phone number is personal data
 * a log must not collect.
 */
export function logCallers(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.user) callers.set(request.log, request.user.id);
    done();
  });
}

/**
 * pino's `mixin` (the app's logger options): the caller's id for a line written by a request's
 * logger, or by a child a handler made of it (pino's children inherit from their parent).
 */
export function callerOnLine(_line: object, _level: number, logger: object): { userId?: number } {
  for (let at: object | null = logger; at; at = Object.getPrototypeOf(at) as object | null) {
    const userId = callers.get(at);
    if (userId !== undefined) return { userId };
  }
  return {};
}
