import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@inkstone/contract/envelope';
import { AppError } from './errors.ts';

/** No call of ours takes JSON nested anywhere near this deep; SPEC's free-form bodies neither. */
export const MAX_JSON_DEPTH = 32;

/**
 * JSON bodies, parsed as Fastify does by default (prototype poisoning refused) after a depth
 * check. V8 parses a body of 5000 nested arrays happily, but everything after it that walks
 * the value recursively (JSON.stringify into jsonb, validation) then overflows the stack and
 * answers 500; refusing it before parsing costs one pass over the text.
 */
export function cappedJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestedDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new AppError(ResultCode.invalid, 'errors.tooDeep', { limit: MAX_JSON_DEPTH }), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}

/** Whether brackets outside strings nest deeper than `limit`; malformed text is left to the parser. */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}
