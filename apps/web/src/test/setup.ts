import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n.ts';
import { addLanguagePack } from '@/shared/i18n/language-pack.ts';
import { pack as en } from '@/shared/i18n/packs/en.ts';
import { pack as zhCN } from '@/shared/i18n/packs/zh_CN.ts';

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

// The app downloads one language at a time; tests switch freely, so both are at hand from the start.
addLanguagePack('en', en);
addLanguagePack('zh_CN', zhCN);
initI18n('en', true);

beforeEach(() => {
  localStorage.clear();
  mobile = false;
});

afterEach(() => {
  cleanup();
});
