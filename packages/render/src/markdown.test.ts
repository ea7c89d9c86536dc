import { describe, expect, it } from 'vitest';
import { firstText, isSafeLink, renderArticle } from './markdown.ts';

describe('renderArticle', () => {
  it('renders Markdown without any raw HTML or unsafe address', () => {
    const html = renderArticle(
      '# Hi\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) ![y](x" onerror="alert(1)) ' +
        '<a href="javascript:alert(1)">z</a>',
    );
    expect(html).toContain('<h1>Hi</h1>');
    expect(html).not.toMatch(/<script|<a href="javascript|<[^>]*\sonerror=/i);
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('isSafeLink', () => {
  it('allows web, mail and relative addresses only', () => {
    for (const url of ['https://a.b', 'http://a.b/c', 'mailto:a@b.c', '/api/file', '#top', 'page.html']) {
      expect(isSafeLink(url), url).toBe(true);
    }
    for (const url of ['javascript:alert(1)', ' JaVaScRiPt:x', 'java\nscript:x', 'data:text/html,x', 'vbscript:x']) {
      expect(isSafeLink(url), url).toBe(false);
    }
  });
});

describe('firstText', () => {
  it('answers the first paragraph as plain words, cut with an ellipsis', () => {
    expect(firstText('# Title\n\n![p](https://a.b/c.png)\n\nSome **bold** `code` [link](https://a.b).')).toBe(
      'Some bold code link.',
    );
    expect(firstText('一二三四五六', 4)).toBe('一二三…');
    expect(firstText('# Only a heading')).toBe('');
  });
});
