import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where file bytes live. The local folder is the default; an S3-compatible store can take
 * its place behind the same three calls.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]{0,254}$/;

export function localStorage(root: string): Storage {
  // Keys are made by the server, but a key that could climb out of the root is refused anyway.
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await fsp.writeFile(temp, data);
      await fsp.rename(temp, file);
    },
    async get(key) {
      const file = resolve(key);
      try {
        const stat = await fsp.stat(file);
        return { stream: fs.createReadStream(file), size: stat.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fsp.rm(resolve(key), { force: true });
    },
  };
}
