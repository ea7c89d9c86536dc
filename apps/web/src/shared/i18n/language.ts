import { languageFrom, type Language } from '@inkstone/contract/edition';

export type { Language };
export const LANGUAGES: readonly Language[] = ['zh_CN', 'en'];

/** The first visit follows the browser; afterwards the persisted choice wins. */
export function defaultLanguage(navigatorLanguage: string | undefined): Language {
  return languageFrom(navigatorLanguage);
}

/** BCP 47 tag for `<html lang>` and the Accept-Language header (our codes use an underscore). */
export function languageTag(language: Language): 'zh-CN' | 'en' {
  return language === 'zh_CN' ? 'zh-CN' : 'en';
}
