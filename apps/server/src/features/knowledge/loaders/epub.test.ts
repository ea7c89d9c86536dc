import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { splitBlocks } from '../blocks.ts';
import { loadDocument } from './index.ts';
import { buildEpub } from './testing/office-fixtures.ts';
import type { LoadResult } from './types.ts';

function loaded(result: LoadResult) {
  if (!result.ok) throw new Error(`expected a load, got ${JSON.stringify(result)}`);
  return result;
}

// Spine order (z before a) differs from the file names' order on purpose.
const chapters = [
  {
    file: 'z-first.xhtml',
    title: 'Chapter One',
    html: '<p>It was a <em>bright</em> cold day.</p><p>Second paragraph.</p>',
  },
  { file: 'a-second.xhtml', title: '第二章', html: '<h2>桥</h2><p>南京长江大桥横跨长江。</p>' },
  { file: 'm-third.xhtml', title: 'Chapter Three', html: '<h1>Chapter Three</h1><p>The end.</p>' },
];

describe('epub loader', () => {
  it('reads chapters in spine order with their contents names as headings (EPUB 3 nav)', async () => {
    const result = loaded(await loadDocument(buildEpub(chapters), 'book.epub'));
    expect(result.format).toBe('epub');
    expect(result.source.text).toBe(
      '# Chapter One\n\nIt was a bright cold day.\n\nSecond paragraph.\n\n' +
        '# 第二章\n\n## 桥\n\n南京长江大桥横跨长江。\n\n# Chapter Three\n\nThe end.',
    );
    expect(splitBlocks(result.source).filter((b) => b.kind === 'heading')).toHaveLength(4);
  });

  it('takes chapter names from an EPUB 2 NCX', async () => {
    const result = loaded(await loadDocument(buildEpub(chapters.slice(0, 2), 'ncx'), 'book.epub'));
    expect(result.source.text).toMatch(/^# Chapter One\n[\s\S]*\n# 第二章\n\n## 桥/);
  });

  it('reads a file the contents do not list as the rest of the chapter before it', async () => {
    const split = [
      { file: 'c1.xhtml', title: 'Chapter One', html: '<p>Start of the chapter.</p>' },
      { file: 'c1-part2.xhtml', title: '', html: '<p>Rest of the chapter.</p>' },
    ];
    const result = loaded(await loadDocument(buildEpub(split), 'book.epub'));
    expect(result.source.text).toBe('# Chapter One\n\nStart of the chapter.\n\nRest of the chapter.');
  });

  it('is told by its content even when named .zip', async () => {
    expect(loaded(await loadDocument(buildEpub(chapters), 'book.zip')).format).toBe('epub');
  });

  it('refuses a book without a package, or cut off, as corrupt; one without text as empty', async () => {
    const noPackage = zipSync({
      mimetype: [strToU8('application/epub+zip'), { level: 0 }],
      'META-INF/container.xml': strToU8('<container><rootfiles/></container>'),
    });
    expect(await loadDocument(noPackage, 'x.epub')).toEqual({ ok: false, reason: 'corrupt', format: 'epub' });
    const good = buildEpub(chapters);
    expect(await loadDocument(good.subarray(0, good.length - 300), 'x.epub')).toMatchObject({
      ok: false,
      reason: 'corrupt',
    });
    const blank = buildEpub([{ file: 'a.xhtml', title: '', html: '<p> </p>' }]);
    expect(await loadDocument(blank, 'x.epub')).toEqual({ ok: false, reason: 'empty', format: 'epub' });
  });
});
