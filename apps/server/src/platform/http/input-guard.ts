import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResultCode } from '@inkstone/contract/envelope';
import { AppError } from './errors.ts';

/**
 * PostgreSQL cannot store a NUL character in text or jsonb, nor a lone UTF-16 surrogate
 * (JSON's `"\ud800"` escape, which JSON.parse turns into one). Such text is refused here, once,
 * for every string of every request — body (JSON or form), query and path — so no feature has
 * to remember it and none reaches the database to fail there with a 500.
 */
export function rejectUnstorableText(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('preValidation', (request, _reply, done) => {
    const field = unstorableField(request);
    done(field === null ? undefined : new AppError(ResultCode.invalid, 'errors.unstorableText', { field }));
  });
}

/** The printable name of the first unstorable field of the body, query or path, or null. */
function unstorableField(request: FastifyRequest): string | null {
  // Most calls have no body (GET) and an empty query and path: nothing to walk.
  for (const value of [request.body, request.query, request.params]) {
    if (value === undefined || value === null) continue;
    const field = firstUnstorable(value);
    if (field !== null) return printable(field || 'body');
  }
  return null;
}

/** NUL, or a high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const storable = (text: string) => !UNSTORABLE.test(text);

/**
 * The dotted path of the first string (value or object key) that cannot be stored, '' for the
 * value itself, or null when all is well. Iterative: a body's depth is capped by the JSON
 * parser, but a walk should not depend on that to stay off the stack.
 */
export function firstUnstorable(value: unknown): string | null {
  const pending: [string, unknown][] = [['', value]];
  while (pending.length > 0) {
    const [path, item] = pending.pop()!;
    if (typeof item === 'string') {
      if (!storable(item)) return path;
    } else if (Array.isArray(item)) {
      // Pushed last-first, so fields are checked (and the first bad one named) in order.
      for (let index = item.length - 1; index >= 0; index--) pending.push([join(path, String(index)), item[index]]);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      const entries = Object.entries(item);
      const badKey = entries.find(([key]) => !storable(key));
      if (badKey) return join(path, badKey[0]);
      for (const [key, child] of entries.reverse()) pending.push([join(path, key), child]);
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The field name goes back in the message, so its own bad characters are shown as U+FFFD. */
const printable = (field: string) => field.replace(new RegExp(UNSTORABLE.source, 'g'), '\ufffd');
