import { describe, expect, it } from 'vitest';
import { checkFiles } from './file-rules.ts';

const MB = 1024 * 1024;

describe('chat attachment rules', () => {
  it('accepts pdf, Word, txt and images within the size limit', () => {
    const files = ['a.pdf', 'b.DOCX', 'c.doc', 'd.txt', 'e.png'].map((name) => ({ name, size: MB }));
    expect(checkFiles(0, files)).toEqual({ accepted: [0, 1, 2, 3, 4], rejections: [] });
  });

  it('refuses other types and files over the size limit, by name', () => {
    const { accepted, rejections } = checkFiles(0, [
      { name: 'movie.mp4', size: MB },
      { name: 'big.pdf', size: 21 * MB },
      { name: 'ok.pdf', size: 20 * MB },
    ]);
    expect(accepted).toEqual([2]);
    expect(rejections).toEqual([
      { key: 'files.badType', name: 'movie.mp4' },
      { key: 'files.tooLarge', name: 'big.pdf', size: 20 },
    ]);
  });

  it('stops at the count limit, counting files already attached, and says so once', () => {
    const files = Array.from({ length: 4 }, (_, index) => ({ name: `f${index}.txt`, size: 10 }));
    expect(checkFiles(3, files)).toEqual({ accepted: [0, 1], rejections: [{ key: 'files.tooMany', count: 5 }] });
  });
});
