import { describe, expect, it } from 'vitest';
import { bodyOf, newBotValues, originalityLevels } from './form.ts';

const valid = { ...newBotValues(), name: 'Tea guide', prompt: 'You know tea.' };

describe('the bot form body', () => {
  it('is sent when every field holds, trimmed as the server keeps it', () => {
    expect(bodyOf({ ...valid, name: '  Tea guide ' })).toMatchObject({
      name: 'Tea guide',
      prompt: 'You know tea.',
      model: 'gpt3.5',
      scoreThreshold: 0.5,
      originality: 3,
      category: 'other',
      isPublic: false,
      showKnowledge: true,
    });
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }],
    ['a blank prompt', { prompt: ' \n ' }],
    ['a threshold above 1', { scoreThreshold: 1.2 }],
    ['a threshold below 0', { scoreThreshold: -0.1 }],
    ['originality 0', { originality: 0 }],
    ['originality 10', { originality: 10 }],
    ['an unknown model', { model: 'gpt9' }],
    ['six tags', { tags: ['a', 'b', 'c', 'd', 'e', 'f'] }],
    ['an avatar that is neither an emoji nor a picture', { avatar: 'not an emoji nor a url' }],
  ])('is not sent with %s', (_case, change) => {
    expect(bodyOf({ ...valid, ...change } as typeof valid)).toBeNull();
  });

  it('takes a 100-character name and both ends of the threshold', () => {
    expect(bodyOf({ ...valid, name: 'x'.repeat(100), scoreThreshold: 0 })).not.toBeNull();
    expect(bodyOf({ ...valid, scoreThreshold: 1 })).not.toBeNull();
  });

  it('has SPEC’s nine originality levels', () => {
    expect(originalityLevels).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
