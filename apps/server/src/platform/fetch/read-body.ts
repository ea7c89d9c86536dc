import type { IncomingMessage } from 'node:http';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { fetchErrors } from './fetch-errors.ts';

/**
 * Reads a response body into memory, refusing it as soon as it passes `maxBytes`: before a
 * byte when Content-Length already says so, else while it streams. The cap holds on the bytes
 * received and, for a compressed body, again on the bytes it unpacks to (a small gzip bomb
 * stops at the cap, not at the end of memory).
 */
export async function readCappedBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw fetchErrors.tooLarge(maxBytes);
  }
  const chunks: Buffer[] = [];
  const decoder = decoderFor(response.headers['content-encoding']);
  const collect = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await pipeline([response, capAt(maxBytes), ...(decoder ? [decoder, capAt(maxBytes)] : []), collect]);
  return Buffer.concat(chunks);
}

function capAt(maxBytes: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength;
      if (size > maxBytes) done(fetchErrors.tooLarge(maxBytes));
      else done(null, chunk);
    },
  });
}

/** The encodings the fetcher asks for; any other is passed on as it came. */
function decoderFor(encoding: string | undefined): Transform | null {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
}
