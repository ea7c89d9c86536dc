import { describe, expect, it } from 'vitest';
import { countWords } from './word-count.ts';

describe('the word count (SPEC §5)', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['Hello world', 2],
    ['你好世界', 4],
    ['写作abc 中文', 5],
    ['今天用GPT-4写了3.14篇文章', 10],
    ["Don't stop: a well-known, 1,000-year tale.", 6],
    ['こんにちは 세계', 7],
    ['# 标题\n\n- one\n- two **bold**\n\n> 引用', 7],
    ['See [the docs](https://example.com/a/b "Docs") and <https://x.org/y>', 4],
    ['![图片](img/a.png)', 2],
    ['— … ！？。, ; ---', 0],
  ])('%j counts %i', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it('counts a long Chinese text character by character', () => {
    expect(countWords('字'.repeat(10_000))).toBe(10_000);
  });
});
