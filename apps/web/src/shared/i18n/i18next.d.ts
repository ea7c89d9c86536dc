import type { Resources } from './locales/en/index.ts';

/** Types every `t()` key against the English catalogue; flat keys, so no key separator. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    keySeparator: false;
  }
}
