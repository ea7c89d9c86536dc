import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n.ts';

// antd and our media hook read matchMedia, which jsdom lacks. Tests set the width they need.
let mobile = false;
export function setMobileViewport(value: boolean) {
  mobile = value;
}

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: query.includes('max-width: 767px') ? mobile : false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// antd's Tabs measure themselves; jsdom has no layout, so an inert observer is enough.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

initI18n('en', true);

beforeEach(() => {
  localStorage.clear();
  mobile = false;
});

afterEach(() => {
  cleanup();
});
