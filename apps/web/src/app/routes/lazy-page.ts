import { Limits } from '@inkstone/contract/limits';
import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * Pages load as separate chunks. A chunk that has not arrived after SPEC §9's 120 s fails,
 * so the error boundary can offer a way home instead of an endless spinner.
 */
export function lazyPage(load: () => Promise<PageModule>, timeoutMs: number = Limits.chunkLoadTimeoutMs) {
  return lazy(
    () =>
      new Promise<PageModule>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('Page chunk load timed out')), timeoutMs);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  );
}
