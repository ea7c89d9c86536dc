import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * AEAD_AES_256_GCM as WeChat Pay uses it for notification resources: the key is the 32-character
 * APIv3 key taken as bytes, the nonce a 12-character string, and the ciphertext base64 with the
 * 16-byte tag appended.
 */
export type EncryptedResource = { algorithm: string; ciphertext: string; nonce: string; associated_data?: string };

const TAG_BYTES = 16;

/** Throws when the key, the tag or the associated data do not match (GCM authenticates all three). */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unsupported algorithm ${resource.algorithm}`);
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length <= TAG_BYTES) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(resource.nonce));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  decipher.setAAD(Buffer.from(resource.associated_data ?? ''));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString();
}

/** The fake's side of the same. */
export function encryptResource(plaintext: string, apiV3Key: string, nonce: string, associatedData: string) {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associatedData));
  const sealed = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    nonce,
    associated_data: associatedData,
  } satisfies EncryptedResource;
}
