import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-path.ts';

/**
 * The API's answers (and the server-rendered public pages) compressed on the way out, brotli or
 * gzip by the request's Accept-Encoding: a conversation's history or the model list is kilobytes
 * of repetitive JSON that a phone on a slow link would otherwise wait for in full.
 *
 * - Which routes: those under /api/ unless they say otherwise (a binary answer, a stored file,
 *   keeps its bytes and Content-Length: serve.ts); any other route only when it asks
 *   (`compress: {}`, the public pages). The web build's files come precompressed (web.ts) and
 *   are sent as they are.
 * - Answers under 1 KB go as they are: compressing them costs more than it saves.
 * - The library's brotli quality 4, not zlib's 11: dynamic answers are compressed on every
 *   request. Partial content (Range) is never compressed.
 * - The chat's event streams are written to the socket directly (sse.ts hijacks the reply), so
 *   no frame waits in a compressor's buffer.
 */
export async function compressedAnswers(app: FastifyInstance) {
  // Before the plugin's own onRoute hook, which reads `compress` as each route is added.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !isApiPath(route.url)) route.compress = false;
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}
