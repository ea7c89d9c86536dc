import { useEffect, useState } from 'react';

/**
 * A part of the chat page that is a chunk of its own, loaded after the page's first paint or when
 * first needed, and drawn without a Suspense boundary: React 19 holds a boundary's content until
 * 300 ms after its fallback showed, so a part behind a fallback would show at least that late.
 * Until the chunk is in, the caller draws its own stand-in (or nothing).
 */
export type LaterChunk<T> = {
  /** The module, once loaded; null before. */
  loaded: () => T | null;
  /** Fetches it (once; a failed fetch is tried again on the next call). */
  load: () => Promise<T>;
};

export function laterChunk<T>(importer: () => Promise<T>): LaterChunk<T> {
  let module: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    loaded: () => module,
    load: () =>
      (pending ??= importer().then(
        (value) => (module = value),
        (error: unknown) => {
          // Offline or a new deploy: the stand-in stays, and the next ask fetches again.
          pending = null;
          throw error;
        },
      )),
  };
}

/**
 * The chunk's module while `wanted` (asking for it then), re-rendering when it arrives; null
 * until it has. A new `attempt` asks again after a failed fetch.
 */
export function useLaterChunk<T>(chunk: LaterChunk<T>, wanted: boolean, attempt = 0): T | null {
  const [, arrived] = useState(0);
  useEffect(() => {
    if (!wanted || chunk.loaded()) return;
    let current = true;
    chunk.load().then(
      () => current && arrived((count) => count + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [chunk, wanted, attempt]);
  return wanted ? chunk.loaded() : null;
}
