import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { envelopeOf, type Envelope } from '@inkstone/contract/envelope';
import {
  pathOf,
  type AnswerInputOf,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type RouteSpec,
} from '@inkstone/contract/routes/define';
import type { UserRow } from '../db/tables/users.ts';
import { authenticate, identify } from '../auth/request-user.ts';
import { ok } from './envelope.ts';

/** A request as a route's handler sees it: parsed by the entry's schemas, with its caller. */
export type RouteRequest<R extends RouteSpec> = FastifyRequest<{
  Body: BodyOf<R>;
  Querystring: QueryOf<R>;
  Params: ParamsOf<R>;
}> & { user: R['auth'] extends 'user' ? UserRow : UserRow | null };

/**
 * What the feature supplies. A JSON route's handler answers the envelope's `data` (wrapped
 * here); an HTML, file or stream route writes to the reply itself.
 */
export type Handler<R extends RouteSpec> = R['answer'] extends string
  ? (request: RouteRequest<R>, reply: FastifyReply) => unknown
  : (request: RouteRequest<R>, reply: FastifyReply) => AnswerInputOf<R> | Promise<AnswerInputOf<R>>;

/**
 * Registers one entry of the contract's route table: its path, method, schemas (validation
 * and the OpenAPI document at /api/docs) and sign-in rule come from the entry.
 */
export function serve<R extends RouteSpec>(app: FastifyInstance, route: R, handler: Handler<R>): void {
  const json = typeof route.answer !== 'string';
  const call = handler as (request: FastifyRequest, reply: FastifyReply) => unknown;
  app.route({
    method: route.method,
    url: pathOf(route),
    schema: schemaOf(route),
    ...(route.auth === 'user' ? { preValidation: authenticate } : {}),
    ...(route.auth === 'optional' ? { preValidation: identify } : {}),
    // A binary answer is a stored or exported file: its bytes and length go as they are.
    ...(route.answer === 'binary' ? { compress: false as const } : {}),
    handler: json
      ? async (request, reply): Promise<Envelope<unknown>> => ok(await call(request, reply))
      : (request, reply) => call(request, reply),
  });
}

function schemaOf(route: RouteSpec): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = { tags: [route.tag], summary: route.summary };
  if (route.description) schema.description = route.description;
  if (route.hidden) schema.hide = true;
  if (route.body) schema.body = route.body;
  if (route.query) schema.querystring = route.query;
  if (route.params) schema.params = route.params;
  if (route.encoding === 'multipart') schema.consumes = ['multipart/form-data'];
  if (typeof route.answer !== 'string') schema.response = { 200: envelopeOf(route.answer) };
  return schema;
}
