import { afterAll, beforeAll } from 'vitest';

type Sizes = { offsetHeight: number; offsetWidth: number; clientHeight: number; clientWidth: number };

/**
 * Every element measures `sizes` for the tests of this file: the virtualized lists need a
 * viewport, and jsdom lays nothing out. Call at the top of a test file.
 */
export function fakeViewport(sizes: Sizes): void {
  const saved = Object.fromEntries(
    Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]),
  );
  beforeAll(() => {
    for (const [key, value] of Object.entries(sizes))
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  });
  afterAll(() => {
    for (const [key, descriptor] of Object.entries(saved))
      if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  });
}
