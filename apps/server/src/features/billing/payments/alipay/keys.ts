import { createPrivateKey, createPublicKey } from 'node:crypto';

/**
 * The SDK rebuilds PEM text from the key's lines and guesses the private key's kind from one
 * setting, so a PKCS#1 key passed as PKCS#8 (or a key with a trailing newline) breaks signing only
 * at the first request. We parse the keys once, at start, and hand the SDK one exact spelling.
 * Keys copied from Alipay's console come without PEM armour: bare base64 DER is accepted too.
 */
export function appPrivateKeyPem(key: string): string {
  return explained('app private key', () => privatePem(key.trim()));
}

export function alipayPublicKeyPem(key: string): string {
  return explained("Alipay's public key", () => publicPem(key.trim()));
}

/** A wrong key should stop the server at start with a sentence that names it, not OpenSSL's words. */
function explained(name: string, parse: () => string): string {
  try {
    return parse();
  } catch (error) {
    throw new Error(`Alipay: the ${name} is not an RSA key in PEM or base64 DER`, { cause: error });
  }
}

function privatePem(text: string): string {
  if (text.includes('-----BEGIN')) return exportPkcs8(createPrivateKey(text));
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  try {
    return exportPkcs8(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }));
  } catch {
    return exportPkcs8(createPrivateKey({ key: der, format: 'der', type: 'pkcs1' }));
  }
}

function publicPem(text: string): string {
  const parsed = text.includes('-----BEGIN')
    ? createPublicKey(text)
    : createPublicKey({ key: Buffer.from(text.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
  return (parsed.export({ type: 'spki', format: 'pem' }) as string).trim();
}

function exportPkcs8(key: ReturnType<typeof createPrivateKey>): string {
  return (key.export({ type: 'pkcs8', format: 'pem' }) as string).trim();
}
