import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { lengthCheck } from './length-check.ts';
import { safeKey, type Storage } from './storage.ts';

/** Files in a folder of this machine (DATA_DIR/files): the default, and always the home of keys/. */
export function localStorage(root: string): Storage {
  const resolve = (key: string) => path.join(root, safeKey(key));
  // Written beside the target and renamed over it, so a reader never sees half a file; the
  // random part keeps two writes of one key from sharing a temporary file.
  const write = async (key: string, fill: (temp: string) => Promise<void>) => {
    const file = resolve(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await fill(temp);
      await fsp.rename(temp, file);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  };
  return {
    kind: 'local',
    put: (key, data) => write(key, (temp) => fsp.writeFile(temp, data)),
    async putStream(key, body, size) {
      await write(key, (temp) => pipeline(body, lengthCheck(size), fs.createWriteStream(temp))).catch((error) => {
        // A refused key never reads the body: end it, so a request being read is not left hanging.
        body.destroy();
        throw error;
      });
    },
    async get(key) {
      const file = resolve(key);
      const stat = await fsp.stat(file).catch(() => null);
      return stat?.isFile() ? { stream: fs.createReadStream(file), size: stat.size } : null;
    },
    async delete(key) {
      await fsp.rm(resolve(key), { force: true });
    },
    async directUrl(key) {
      safeKey(key);
      return null;
    },
    async ping() {
      await fsp.mkdir(root, { recursive: true });
      await fsp.access(root, fs.constants.W_OK);
    },
  };
}
