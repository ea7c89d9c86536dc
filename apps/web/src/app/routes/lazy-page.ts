import { Limits } from '@inkstone/contract/limits';
import { createElement, lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** A page whose chunk loads on first render, or earlier through `preload()`. */
export type LazyPage = ComponentType & {
  /** Starts loading the chunk (once); resolves when it is in, rejects as the page would fail. */
  preload: () => Promise<PageModule>;
};

/**
 * Pages load as separate chunks. A chunk that has not arrived after SPEC §9's 120 s fails,
 * so the error boundary can offer a way home instead of an endless spinner.
 *
 * A page whose chunk is already in renders at once. React.lazy alone suspends on its first
 * render even then, and React holds a suspended tree's content until 300 ms after its fallback
 * showed: a first load whose page was preloaded (main.tsx) would still wait those 300 ms.
 */
export function lazyPage(load: () => Promise<PageModule>, timeoutMs: number = Limits.chunkLoadTimeoutMs): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= withTimeout(load, timeoutMs).then((module) => {
      loaded = module.default;
      return module;
    }));
  const Suspending = lazy(preload);
  const Page = () => createElement(loaded ?? Suspending);
  return Object.assign(Page, { preload });
}

function withTimeout(load: () => Promise<PageModule>, timeoutMs: number): Promise<PageModule> {
  return new Promise<PageModule>((resolve, reject) => {
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
  });
}
