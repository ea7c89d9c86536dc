import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en/index.ts';
import { zh_CN } from './locales/zh_CN/index.ts';
import type { Language } from './language.ts';

export class MissingTranslationError extends Error {}

/**
 * One i18next instance for the app. A key that is missing from the catalogue throws in
 * development and tests so that it is caught before release; production falls back to English.
 */
export function initI18n(language: Language, strict = import.meta.env.DEV) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { en, zh_CN },
      lng: language,
      fallbackLng: strict ? false : 'en',
      ns: Object.keys(en),
      defaultNS: 'common',
      keySeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      saveMissing: strict,
      missingKeyHandler: strict
        ? (_languages, namespace, key) => {
            throw new MissingTranslationError(`Missing translation: ${namespace}:${key}`);
          }
        : false,
      initAsync: false,
    });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  return i18next;
}

export { i18next };
