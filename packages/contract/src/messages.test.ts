import { describe, expect, it } from 'vitest';
import { languageFrom } from './edition.ts';
import { formatMessage, isMessageKey, serverMessages } from './messages.ts';

describe('server messages', () => {
  it('has every key in both languages, none empty', () => {
    const en = Object.keys(serverMessages.en).sort();
    expect(Object.keys(serverMessages.zh_CN).sort()).toEqual(en);
    for (const language of ['en', 'zh_CN'] as const) {
      for (const text of Object.values(serverMessages[language])) expect(text.trim()).not.toBe('');
    }
  });

  it('keeps SPEC.md §5 and §6 wording exactly', () => {
    expect(serverMessages.en['validation.email']).toBe('Please enter a valid email address');
    expect(serverMessages.en['validation.password']).toBe('8-16 characters, including at least letters and numbers');
    expect(serverMessages.en['validation.passwordMismatch']).toBe('Passwords does not match!');
    expect(serverMessages.en['errors.forbidden']).toBe('Sorry! You do not have permission to perform this action!');
  });

  it('fills placeholders and leaves unknown ones alone', () => {
    expect(formatMessage('en', 'validation.requiredField', { value: 'Nickname' })).toBe('Nickname cannot be empty');
    expect(formatMessage('zh_CN', 'validation.requiredField', { value: '昵称' })).toBe('昵称不能为空');
    expect(formatMessage('en', 'validation.requiredField')).toBe('{value} cannot be empty');
  });

  it('tells catalogue keys from other text', () => {
    expect(isMessageKey('errors.notFound')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('Required')).toBe(false);
  });
});

describe('request language', () => {
  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh_CN'],
    ['zh_CN', 'zh_CN'],
    ['zh-TW', 'zh_CN'],
    ['en-US,en;q=0.9', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (header, language) => {
    expect(languageFrom(header)).toBe(language);
  });
});
