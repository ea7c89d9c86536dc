import type { Language } from '../i18n/language.ts';

/** SPEC §2: the zh_CN interface links its own documents, served as static files. */
export function legalUrl(document: 'terms' | 'privacy', language: Language): string {
  return `/legal/${document}.${language}.html`;
}
