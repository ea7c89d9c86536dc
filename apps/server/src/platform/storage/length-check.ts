import { Transform } from 'node:stream';

/**
 * Passes a body through unchanged, failing it as soon as it is longer than `size` or, at its
 * end, shorter: a store that is told the length keeps nothing of a body that lied about it.
 * Without `size` every length passes.
 */
export function lengthCheck(size: number | undefined): Transform {
  let seen = 0;
  const wrong = () => new Error(`Stored body is not the ${size} bytes announced`);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(size !== undefined && seen > size ? wrong() : null, chunk);
    },
    flush(done) {
      done(size !== undefined && seen !== size ? wrong() : null);
    },
  });
}
