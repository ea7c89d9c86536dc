import { describe, expect, it } from 'vitest';
import { splitBlocks } from '../blocks.ts';
import { loadUrlPage } from './load-url-page.ts';

const article = `<!doctype html><html lang="zh"><head><title>长江大桥 | 城市百科</title></head><body>
  <header><a href="/">城市百科</a><a href="/login">登录 Log in</a></header>
  <main><article>
    <h1>南京长江大桥</h1>
    <p>南京长江大桥是长江上第一座由中国自行设计和建造的双层式铁路、公路两用桥梁，1968年建成通车。
      详见<a href="/wiki/长江">长江</a>条目和 <a href="https://example.org/rail">the rail history</a>。</p>
    <p>The upper deck carries a four-lane road and the lower deck a double-track railway across the
      Yangtze, linking the Jinpu and Huning lines for the first time.</p>
  </article></main>
  <aside>相关推荐：十大景点 Top ten sights</aside>
  <footer>© 2024 城市百科 · 备案号</footer>
</body></html>`;

describe('url page loader', () => {
  it('keeps the article: title as heading, links as their words, no menus or footer', () => {
    const result = loadUrlPage(article, 'https://wiki.example.com/bridge');
    if (!result.ok) throw new Error(JSON.stringify(result));
    const { text } = result.source;
    // The article's headline, not the <title> with the site's name.
    expect(result.title).toBe('南京长江大桥');
    expect(text.split('\n')[0]).toBe('# 南京长江大桥');
    expect(text.match(/南京长江大桥\n/g)).toHaveLength(1);
    expect(text).toContain('详见长江条目和 the rail history。');
    expect(text).toContain('The upper deck carries a four-lane road');
    expect(text).not.toMatch(/登录|备案号|十大景点|https?:|\]\(/);
    expect(splitBlocks(result.source)[0]!.kind).toBe('heading');
  });

  it('refuses a page with no readable text as empty', () => {
    const shell =
      '<html><head><title>App</title></head><body><div id="root"></div><script>boot()</script></body></html>';
    expect(loadUrlPage(shell, 'https://app.example.com/')).toEqual({ ok: false, reason: 'empty' });
    expect(loadUrlPage('', 'https://example.com/')).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses an article longer than maxChars as tooLarge', () => {
    expect(loadUrlPage(article, 'https://wiki.example.com/bridge', { maxChars: 50 })).toEqual({
      ok: false,
      reason: 'tooLarge',
      limit: 50,
      unit: 'chars',
    });
  });
});

describe('partial pages', () => {
  it('reads a fragment and a page without a body tag', () => {
    const fragment = loadUrlPage(
      '<p>Only a paragraph of text about tea and water temperature.</p>',
      'https://x.example/',
    );
    expect(fragment).toMatchObject({
      ok: true,
      source: { text: 'Only a paragraph of text about tea and water temperature.' },
    });
    const noBody = loadUrlPage(
      '<html><head><title>Tea</title></head><p>Steep green tea for two minutes.</p></html>',
      'https://x.example/',
    );
    expect(noBody).toMatchObject({
      ok: true,
      title: 'Tea',
      source: { text: '# Tea\n\nSteep green tea for two minutes.' },
    });
  });
});
