import { describe, expect, it } from 'vitest';
import { mentionAt, withoutMention } from './mention-query.ts';

describe('mentionAt', () => {
  it('finds the @word before the caret', () => {
    expect(mentionAt('@', 1)).toEqual({ start: 0, end: 1, query: '' });
    expect(mentionAt('Compare @tea', 12)).toEqual({ start: 8, end: 12, query: 'tea' });
    // Chinese needs no space before the @.
    expect(mentionAt('总结@茶史', 5)).toEqual({ start: 2, end: 5, query: '茶史' });
  });

  it('reads only up to the caret', () => {
    expect(mentionAt('see @tea and more', 8)).toEqual({ start: 4, end: 8, query: 'tea' });
    expect(mentionAt('see @tea and more', 12)).toBeNull();
  });

  it('is no mention in an email address, after a space or past the caret', () => {
    expect(mentionAt('write to me@example.com', 23)).toBeNull();
    expect(mentionAt('@tea ', 5)).toBeNull();
    expect(mentionAt('tea @', 3)).toBeNull();
    expect(mentionAt('@' + 'a'.repeat(201), 202)).toBeNull();
  });

  it('takes the mention out of the text', () => {
    const text = 'Compare @tea with coffee';
    expect(withoutMention(text, mentionAt(text, 12)!)).toBe('Compare  with coffee');
  });
});
