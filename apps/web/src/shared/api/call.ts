import type { AnswerOf, RouteSpec } from '@inkstone/contract/routes/define';
import type { z } from 'zod';
import type { FormFields, Scalar } from './body.ts';
import { request, type RequestOptions } from './client.ts';
import { settleFailure } from './core.ts';
import { ApiError } from './errors.ts';

/** A route of the contract's table that answers JSON (its `answer` is a schema). */
export type JsonRoute = RouteSpec & { answer: z.ZodType };

/**
 * What a caller sends: the body for a POST, the query for a GET, the form fields of an upload
 * (the server reads those itself), nothing for a route with neither.
 */
export type InputOf<R extends RouteSpec> = R['body'] extends z.ZodType
  ? z.input<R['body']>
  : R['query'] extends z.ZodType
    ? z.input<R['query']>
    : R['encoding'] extends 'multipart'
      ? FormFields
      : undefined;

export type CallOptions = Pick<RequestOptions, 'silent' | 'signal' | 'timeoutMs' | 'headers'>;

type Args<R extends RouteSpec> =
  undefined extends InputOf<R>
    ? [input?: InputOf<R>, options?: CallOptions]
    : [input: InputOf<R>, options?: CallOptions];

/**
 * The one way the web calls the API (DESIGN.md §4a): `call(routes.chat.setScore, { tableId, score })`.
 * The entry picks the method, the path and the encoding (SPEC §7's form-encoded calls stay form),
 * and its answer schema parses the envelope's `data`, so a caller gets the contract's type. An
 * answer that does not fit is handled like one that is not an envelope at all.
 */
export async function call<R extends JsonRoute>(route: R, ...[input, options = {}]: Args<R>): Promise<AnswerOf<R>> {
  const data = await request(route.path, { ...options, method: route.method, ...bodyOf(route, input) });
  const parsed = route.answer.safeParse(data);
  if (parsed.success) return parsed.data as AnswerOf<R>;
  throw settleFailure(new ApiError('invalid', `unexpected answer from ${route.path}`), options);
}

function bodyOf(route: RouteSpec, input: unknown): Pick<RequestOptions, 'query' | 'form' | 'json'> {
  if (route.method === 'GET') return { query: input as Record<string, Scalar> | undefined };
  // A form with a file in it goes as multipart (body.ts); everything else is JSON.
  if (route.encoding === 'form' || route.encoding === 'multipart') return { form: (input ?? {}) as FormFields };
  return { json: input ?? {} };
}
