import type { Locale } from 'antd/es/locale/index.js';
import { addCatalogue, hasCatalogue } from './i18n.ts';
import type { Language } from './language.ts';
import type { LanguagePack } from './packs/pack.ts';

/**
 * A language's texts (ours and antd's) load on their own, so a first load carries one language,
 * not both; the other arrives when the user switches to it.
 */
const loaders: Record<Language, () => Promise<LanguagePack>> = {
  en: () => import('./packs/en.ts').then((module) => module.pack),
  zh_CN: () => import('./packs/zh_CN.ts').then((module) => module.pack),
};

const antdLocales = new Map<Language, Locale>();
const pending = new Map<Language, Promise<void>>();

/** Adds a pack that is already at hand (tests bundle both). */
export function addLanguagePack(language: Language, pack: LanguagePack): void {
  addCatalogue(language, pack.resources);
  antdLocales.set(language, pack.antd);
}

export const hasLanguagePack = (language: Language) => hasCatalogue(language) && antdLocales.has(language);

export function loadLanguagePack(language: Language): Promise<void> {
  if (hasLanguagePack(language)) return Promise.resolve();
  let loading = pending.get(language);
  if (!loading) {
    loading = loaders[language]().then((pack) => addLanguagePack(language, pack));
    // A failed download (offline) may be tried again by the next switch.
    loading.catch(() => pending.delete(language));
    pending.set(language, loading);
  }
  return loading;
}

/** antd's own texts (pagination, empty states, pickers) for a language whose pack is in. */
export const antdLocaleFor = (language: Language): Locale | undefined => antdLocales.get(language);
