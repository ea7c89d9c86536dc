import { describe, expect, it } from 'vitest';
import { languageOf } from './page-language.ts';

describe('languageOf', () => {
  it('names the script most of the words are in', () => {
    expect(languageOf('A note about tea')).toBe('en');
    expect(languageOf('关于茶的笔记 with a little English')).toBe('zh-CN');
    expect(languageOf('お茶についてのメモ')).toBe('ja');
    expect(languageOf('차에 대한 메모')).toBe('ko');
    expect(languageOf('')).toBe('en');
  });
});
