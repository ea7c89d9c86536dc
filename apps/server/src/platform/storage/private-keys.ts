import { safeKey, type Storage } from './storage.ts';

/** Where the server's own secrets live (stored-key.ts): file-urls.key, embed-visitors.key, … */
const KEYS = 'keys/';

/**
 * The server's secrets (the key that signs file addresses, the one that seals WeChat secrets, …)
 * live in the store beside the files, so every instance of a deployment reads the same ones —
 * an address signed by one instance opens on another — but no direct address to one is ever
 * handed out.
 */
export function withPrivateKeys(store: Storage): Storage {
  return {
    kind: store.kind,
    put: (key, data) => store.put(key, data),
    putStream: (key, body, size) => store.putStream(key, body, size),
    get: (key) => store.get(key),
    delete: (key) => store.delete(key),
    async directUrl(key, options) {
      if (!key.startsWith(KEYS)) return store.directUrl(key, options);
      safeKey(key);
      return null;
    },
    ping: () => store.ping(),
  };
}
