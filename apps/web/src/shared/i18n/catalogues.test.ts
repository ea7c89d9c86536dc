import { describe, expect, it } from 'vitest';
import { en } from './locales/en/index.ts';
import { zh_CN } from './locales/zh_CN/index.ts';
import { initI18n, MissingTranslationError } from './i18n.ts';

const namespaces = Object.keys(en) as (keyof typeof en)[];
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('message catalogues', () => {
  it('have the same namespaces in both languages', () => {
    expect(Object.keys(zh_CN).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('namespace %s has identical keys in zh_CN and en', (namespace) => {
    expect(Object.keys(zh_CN[namespace]).sort()).toEqual(Object.keys(en[namespace]).sort());
  });

  it.each(namespaces)('namespace %s has no empty text in either language', (namespace) => {
    for (const catalogue of [en[namespace], zh_CN[namespace]]) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), `${namespace}:${key}`).not.toBe('');
      }
    }
  });

  it.each(namespaces)('namespace %s uses the same placeholders and tags in both languages', (namespace) => {
    const source: Record<string, string> = en[namespace];
    const translated: Record<string, string> = zh_CN[namespace];
    for (const key of Object.keys(source)) {
      expect(placeholders(translated[key] ?? ''), `${namespace}:${key}`).toEqual(placeholders(source[key] ?? ''));
    }
  });

  it('throws on a missing key in development', () => {
    const i18n = initI18n('en', true);
    const t = i18n.t as unknown as (key: string) => string;
    expect(() => t('layout:no.such.key')).toThrow(MissingTranslationError);
    expect(t('layout:nav.chat')).toBe('Chat');
  });

  it('translates in both languages', async () => {
    const i18n = initI18n('en', true);
    await i18n.changeLanguage('zh_CN');
    expect(i18n.t('layout:nav.draw')).toBe('绘画');
    await i18n.changeLanguage('en');
    expect(i18n.t('layout:nav.draw')).toBe('Draw');
  });
});
