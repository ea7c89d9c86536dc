import { useLanguage } from '../stores/language.ts';
import { initI18n, i18next } from './i18n.ts';
import { hasLanguagePack, loadLanguagePack } from './language-pack.ts';
import { languageTag, type Language } from './language.ts';

let ready: Promise<void> = Promise.resolve();

function switchTo(language: Language): void {
  if (i18next.language !== language) void i18next.changeLanguage(language);
  document.documentElement.lang = languageTag(language);
}

/**
 * The texts arrive first, then the switch: nothing renders with keys in place of words. A pack
 * already at hand switches at once, within the same call.
 */
function apply(language: Language): Promise<void> {
  if (hasLanguagePack(language)) {
    switchTo(language);
    return Promise.resolve();
  }
  return loadLanguagePack(language).then(() => {
    // A later switch may have won the race while this pack was downloading.
    if (useLanguage.getState().language === language) switchTo(language);
  });
}

/**
 * Starts i18next in the persisted language and follows later switches, before React renders
 * (main.tsx waits for `languageReady()`), so no text flashes in the other language. Sets
 * <html lang> for screen readers and fonts.
 */
export function startI18n(): () => void {
  const { language } = useLanguage.getState();
  initI18n(language);
  ready = apply(language);
  return useLanguage.subscribe((state) => {
    ready = apply(state.language);
  });
}

/** Settles when the current language's texts are in (rejects if they could not be downloaded). */
export const languageReady = () => ready;
