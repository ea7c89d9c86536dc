import type { z } from 'zod';
import { API_BASE } from '../envelope.ts';

/**
 * One call of the wire (DESIGN.md §2, §4a): the server registers it from this entry and the
 * web calls it through a caller built from it, so a path or a schema is written only here.
 */
export type Method = 'GET' | 'POST';

/**
 * How the body travels. `form`: SPEC §7 says form-encoded (the server takes JSON there too);
 * `json`: a JSON body; `multipart`: a file upload, read by the handler rather than a schema.
 */
export type Encoding = 'json' | 'form' | 'multipart';

/**
 * What a successful call answers: the zod schema of the envelope's `data`, or a non-JSON
 * body — an HTML page, file bytes, a server-sent event stream (see `frame`) or a socket.
 */
/** `text`: a plain-text answer a provider expects (Alipay's notification is answered `success`). */
export type Answer = z.ZodType | 'html' | 'text' | 'binary' | 'sse' | 'websocket';

/** `user`: a signed-in caller (401 otherwise); `optional`: read when given; `none`: not read. */
export type Auth = 'user' | 'optional' | 'none';

export type RouteSpec = {
  method: Method;
  /** Relative to the API base (`/api`), spelt exactly as SPEC.md §7 does. */
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Path parameters, for paths with `:name` segments. */
  params?: z.ZodType;
  encoding?: Encoding;
  answer: Answer;
  /** The `data:` frame of an `sse` answer. */
  frame?: z.ZodType;
  auth: Auth;
  /** The feature it belongs to: the heading it is listed under at /api/docs. */
  tag: string;
  summary: string;
  description?: string;
  /** Left out of the API reference (the socket, which OpenAPI cannot describe). */
  hidden?: boolean;
};

/** Keeps the entry's literal types, so callers and handlers see its exact schemas. */
export function defineRoute<const R extends RouteSpec>(route: R): R {
  return route;
}

/** The address the server listens on: the API base and the entry's path. */
export const pathOf = (route: Pick<RouteSpec, 'path'>): string => `${API_BASE}/${route.path}`;

/** The data a JSON route answers, as the client receives it. */
export type AnswerOf<R extends RouteSpec> = R['answer'] extends z.ZodType ? z.output<R['answer']> : never;
/** What the server may hand back for a JSON route (before the schema's own transforms). */
export type AnswerInputOf<R extends RouteSpec> = R['answer'] extends z.ZodType ? z.input<R['answer']> : never;
/** The body a caller sends, and the body a handler receives once it is parsed. */
export type BodyInputOf<R extends RouteSpec> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;
export type BodyOf<R extends RouteSpec> = R['body'] extends z.ZodType ? z.output<R['body']> : undefined;
export type QueryInputOf<R extends RouteSpec> = R['query'] extends z.ZodType ? z.input<R['query']> : undefined;
export type QueryOf<R extends RouteSpec> = R['query'] extends z.ZodType ? z.output<R['query']> : undefined;
export type ParamsOf<R extends RouteSpec> = R['params'] extends z.ZodType ? z.output<R['params']> : undefined;
export type FrameOf<R extends RouteSpec> = R['frame'] extends z.ZodType ? z.output<R['frame']> : never;
