import type { Readable } from 'node:stream';

export type StoredBytes = { stream: Readable; size: number };

/**
 * How a file fetched straight from the store is to be answered: the store sets these headers
 * itself (S3's response-* overrides), since our own serving headers are not on that path.
 */
export type DirectGet = { seconds: number; contentType?: string; contentDisposition?: string; cacheControl?: string };

/**
 * Where file bytes live: the local folder (DATA_DIR/files) by default, an S3-compatible bucket
 * when S3_BUCKET is set (from-config.ts picks). Keys are made by the server, never by a user.
 */
export interface Storage {
  /** Which store this is, for `/api/health`. */
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Stores a stream without holding it all in memory (on S3, in parts past the first 8 MiB).
   * With `size`, a body of any other length is refused and nothing is kept.
   */
  putStream(key: string, body: Readable, size?: number): Promise<void>;
  /** A stream of the bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<StoredBytes | null>;
  /** Deleting what is not there succeeds: an owner's delete may run twice. */
  delete(key: string): Promise<void>;
  /**
   * A short-lived address a browser may fetch the bytes from without us, or null where the store
   * has none: the local folder is served only at our own signed address (file-urls.ts).
   */
  directUrl(key: string, options: DirectGet): Promise<string | null>;
  /** Resolves when the store answers and can be written to; rejects with the reason otherwise. */
  ping(): Promise<void>;
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]{0,254}$/;

/**
 * Keys are made by the server, but a key that could climb out of the folder (or name another
 * object than the one meant) is refused anyway, by every store alike.
 */
export function safeKey(key: string): string {
  if (!SAFE_KEY.test(key) || /\.\.|\/\/|\/$/.test(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}
