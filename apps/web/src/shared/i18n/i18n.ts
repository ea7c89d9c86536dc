import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from './catalogue.ts';
import type { Language } from './language.ts';
import type { FirstLoadResources } from './locales/en/first-load.ts';
import type { Resources } from './locales/en/index.ts';

export class MissingTranslationError extends Error {}

/**
 * One i18next instance for the app. A key that is missing from the catalogue throws in
 * development and tests so that it is caught before release; production falls back to English.
 * The catalogues are not bundled here: each language's first-load namespaces arrive on their own
 * (language-pack.ts) and are added with `addCatalogue` before anything renders in it; the others
 * come with the code that uses them (`addLaterNamespace`).
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
    // Synchronous init (initAsync: false): the store is there now.
    for (const [namespace, bundles] of later) addBundles(namespace, bundles);
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  return i18next;
}

const added = new Map<Language, FirstLoadResources>();

/** Makes a language's first-load texts available; a language switch waits for this (see sync.ts). */
export function addCatalogue(language: Language, resources: FirstLoadResources): void {
  if (added.has(language)) return;
  added.set(language, resources);
  if (!i18next.isInitialized) return;
  for (const [namespace, bundle] of Object.entries(resources)) {
    i18next.addResourceBundle(language, namespace, bundle, true, true);
  }
}

export const hasCatalogue = (language: Language) => added.has(language);

/** The namespaces that are not in the first-load pack (locales/en/index.ts beyond first-load.ts). */
export type LaterNamespace = Exclude<keyof Resources, keyof FirstLoadResources>;
type Bundles = Record<Language, Record<string, string>>;

const later = new Map<LaterNamespace, Bundles>();

function addBundles(namespace: LaterNamespace, bundles: Bundles): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    i18next.addResourceBundle(language, namespace, bundle, true, true);
  }
}

/**
 * Registers a namespace used only by lazily loaded code, in both languages (each is small), so a
 * language switch while its page is open needs no download. Called when the module that uses the
 * namespace is evaluated (its `i18n.ts`, imported at the top), so the texts are in before anything
 * of it renders; before `initI18n` they are kept and added by it.
 */
export function addLaterNamespace<N extends LaterNamespace>(
  namespace: N,
  bundles: Record<Language, Catalogue<Resources[N]>>,
): void {
  if (later.has(namespace)) return;
  later.set(namespace, bundles);
  if (i18next.isInitialized) addBundles(namespace, bundles);
}

export { i18next };
