import { useLanguage } from '../stores/language.ts';
import { initI18n, i18next } from './i18n.ts';
import { languageTag, type Language } from './language.ts';

function apply(language: Language): void {
  if (i18next.language !== language) void i18next.changeLanguage(language);
  document.documentElement.lang = languageTag(language);
}

/**
 * Starts i18next in the persisted language and follows later switches, before React renders,
 * so no text flashes in the other language. Sets <html lang> for screen readers and fonts.
 */
export function startI18n(): () => void {
  const { language } = useLanguage.getState();
  initI18n(language);
  apply(language);
  return useLanguage.subscribe((state) => apply(state.language));
}
