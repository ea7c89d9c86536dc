import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './language.ts';
import type { Resources } from './locales/en/index.ts';

export class MissingTranslationError extends Error {}

/**
 * One i18next instance for the app. A key that is missing from the catalogue throws in
 * development and tests so that it is caught before release; production falls back to English.
 * The catalogues are not bundled here: each language's arrives on its own (language-pack.ts), and
 * is added with `addCatalogue` before anything renders in it.
 */
export function initI18n(language: Language, strict = import.meta.env.DEV) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: Object.fromEntries([...added].map(([code, resources]) => [code, resources])),
      // Bundles are added later, namespace by namespace, without a backend to fetch them.
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: strict ? false : 'en',
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

const added = new Map<Language, Resources>();

/** Makes a language's texts available; a language switch waits for this (see sync.ts). */
export function addCatalogue(language: Language, resources: Resources): void {
  if (added.has(language)) return;
  added.set(language, resources);
  if (!i18next.isInitialized) return;
  for (const [namespace, bundle] of Object.entries(resources)) {
    i18next.addResourceBundle(language, namespace, bundle, true, true);
  }
}

export const hasCatalogue = (language: Language) => added.has(language);

export { i18next };
