import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Platform } from '../../platform/platform.ts';
import { keptKey } from '../../platform/storage/stored-key.ts';

/** The key lives with the stored files (as the file-address key does), so every instance reads the same one. */
const KEY_PATH = 'keys/wechat-secrets.key';
const KEY_LOCK = 7_031_021;
const VERSION = 'v1';

type KeyPlatform = Pick<Platform, 'database' | 'storage'>;
const secretKey = keptKey(KEY_PATH, KEY_LOCK);

/**
 * AES-256-GCM under the server key: `v1.<iv>.<tag>.<ciphertext>` (base64url). `context` (whose
 * row it is) is authenticated too, so a ciphertext copied into another user's row does not open.
 */
export async function sealSecret(platform: KeyPlatform, secret: string, context: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', (await secretKey(platform)).subarray(0, 32), iv);
  cipher.setAAD(Buffer.from(context));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when the sealed text is not ours (another key, another row, altered). */
export async function openSecret(platform: KeyPlatform, sealed: string, context: string): Promise<string | null> {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      (await secretKey(platform)).subarray(0, 32),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
