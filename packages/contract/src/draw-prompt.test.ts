import { describe, expect, it } from 'vitest';
import { canAddImage, drawSubmission, hasAspectRatio } from './draw-prompt.ts';

const images = (count: number) =>
  Array.from({ length: count }, (_, i) => `/api/files/${String(i).padStart(32, '0')}.png`);

describe('what the drawing page sends (SPEC.md §5)', () => {
  it('sends nothing with no text and one image or fewer', () => {
    expect(drawSubmission({ text: '', images: [], ratio: '1:1' })).toBeNull();
    expect(drawSubmission({ text: '   ', images: images(1), ratio: '4:3' })).toBeNull();
  });

  it('makes text a CREATE with " --ar " and the chosen ratio appended', () => {
    expect(drawSubmission({ text: ' a cat ', images: [], ratio: '16:9' })).toEqual({
      action: 'CREATE',
      prompt: 'a cat --ar 16:9',
      images: [],
    });
    expect(drawSubmission({ text: 'a cat', images: images(1), ratio: '1:1' })).toEqual({
      action: 'CREATE',
      prompt: 'a cat --ar 1:1',
      images: images(1),
    });
  });

  it('keeps an aspect ratio the text already has', () => {
    for (const text of ['a cat --ar 3:2', 'a cat --aspect 3:2 --tile', 'a cat —ar 2:3']) {
      expect(drawSubmission({ text, images: [], ratio: '16:9' })).toMatchObject({ action: 'CREATE', prompt: text });
    }
    expect(hasAspectRatio('a guitar --art deco')).toBe(false);
    expect(hasAspectRatio('a bar--ar')).toBe(false);
  });

  it('makes two to five images without text a BLEND, its dimensions from the ratio', () => {
    expect(drawSubmission({ text: '', images: images(2), ratio: '1:1' })).toEqual({
      action: 'BLEND',
      images: images(2),
      dimensions: 'SQUARE',
    });
    expect(drawSubmission({ text: '', images: images(5), ratio: '16:9' })).toEqual({
      action: 'BLEND',
      images: images(5),
      dimensions: 'LANDSCAPE',
    });
  });

  it('holds up to five images', () => {
    expect(drawSubmission({ text: '', images: images(6), ratio: '1:1' })).toBeNull();
    expect(drawSubmission({ text: 'a cat', images: images(6), ratio: '1:1' })).toBeNull();
    expect([canAddImage(4), canAddImage(5)]).toEqual([true, false]);
  });
});
