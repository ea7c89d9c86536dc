import { afterEach, describe, expect, it } from 'vitest';
import { useLanguage } from '../stores/language.ts';
import { i18next } from './i18n.ts';
import { defaultLanguage, languageTag } from './language.ts';
import { startI18n } from './sync.ts';

describe('interface language', () => {
  afterEach(() => useLanguage.setState({ language: 'en' }));

  it('defaults from the browser language', () => {
    expect(defaultLanguage('zh-CN')).toBe('zh_CN');
    expect(defaultLanguage('zh-TW')).toBe('zh_CN');
    expect(defaultLanguage('en-GB')).toBe('en');
    expect(defaultLanguage('fr-FR')).toBe('en');
    expect(defaultLanguage(undefined)).toBe('en');
  });

  it('maps to BCP 47 tags for <html lang> and Accept-Language', () => {
    expect(languageTag('zh_CN')).toBe('zh-CN');
    expect(languageTag('en')).toBe('en');
  });

  it('persists the choice and applies it to i18next and <html lang>', () => {
    const stop = startI18n();
    useLanguage.getState().setLanguage('zh_CN');
    expect(JSON.parse(localStorage.getItem('inkstone.language') ?? '{}')).toMatchObject({
      state: { language: 'zh_CN' },
    });
    expect(i18next.language).toBe('zh_CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    useLanguage.getState().setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    stop();
  });
});
