import { describe, expect, it } from 'vitest';
import { renderWechatHtml } from './wechat-html.ts';
import { defaultWechatStyle } from './wechat-style.ts';

const render = (markdown: string, style = {}) => renderWechatHtml(markdown, { ...defaultWechatStyle, ...style });

/** What WeChat's editor would drop or what must never reach a reader. */
function expectWechatSafe(html: string) {
  expect(html).not.toMatch(/\sclass=/i);
  expect(html).not.toMatch(/\sid=/i);
  expect(html).not.toMatch(/<style|<script|<iframe/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
}

const styleOf = (html: string, tag: string) => new RegExp(`<${tag}\\b[^>]*style="([^"]*)"`).exec(html)?.[1] ?? '';

describe('renderWechatHtml', () => {
  it('styles headings inline with the primary colour, in a section of the chosen font and size', () => {
    const html = render('# Title\n\n## Part\n\n### Detail', {
      primaryColor: '#AA3300',
      fontSize: '16px',
      fontFamily: 2,
    });
    expect(html).toMatch(/^<section style="[^"]*font-size: 16px/);
    expect(styleOf(html, 'section')).toContain('serif');
    expect(styleOf(html, 'h1')).toContain('border-bottom: 2px solid #AA3300');
    expect(styleOf(html, 'h2')).toContain('background: #AA3300');
    expect(styleOf(html, 'h3')).toContain('border-left: 3px solid #AA3300');
    expect(html).toContain('>Title</h1>');
    expectWechatSafe(html);
  });

  it('renders lists and quotes with inline styles', () => {
    const html = render('- one\n- two\n\n1. first\n2. second\n\n> wise words');
    expect(styleOf(html, 'ul')).toContain('list-style: disc');
    expect(styleOf(html, 'ol')).toContain('list-style: decimal');
    expect(html.match(/<li style=/g)).toHaveLength(4);
    expect(styleOf(html, 'blockquote')).toContain('border-left: 4px solid #0F4C81');
    expect(html).toContain('wise words');
    expectWechatSafe(html);
  });

  it('writes code with &nbsp; and <br> (WeChat collapses <pre>), with the Mac dots only when on', () => {
    const markdown = '```js\nif (a) {\n  go(1 < 2);\n}\n```';
    const on = render(markdown);
    expect(on).toContain('if&nbsp;(a)&nbsp;{<br>&nbsp;&nbsp;go(1&nbsp;&lt;&nbsp;2);<br>}');
    expect(on).toContain('background: #ff5f56');
    expect(on).toContain('background: #27c93f');
    const off = render(markdown, { macCodeBlock: false });
    expect(off).not.toContain('#ff5f56');
    expect(off).toContain('if&nbsp;(a)');
    expectWechatSafe(on);
  });

  it('keeps inline code inline and styled', () => {
    const html = render('Run `npm start` now');
    expect(html).toMatch(/<code style="[^"]*color: #d14[^"]*">npm start<\/code>/);
  });

  it('renders tables with their column alignment', () => {
    const html = render('| name | price |\n|:-|-:|\n| tea | 12 |');
    expect(html).toMatch(/<th style="[^"]*text-align: right[^"]*">price<\/th>/);
    expect(styleOf(html, 'td')).toContain('border: 1px solid #dfdfdf');
    expectWechatSafe(html);
  });

  it('shows a picture as a figure with the caption the legend setting picks', () => {
    const markdown = '![a cat](https://example.com/cat.png "Our cat")';
    const byTitle = render(markdown);
    expect(byTitle).toMatch(/<figure style="[^"]*"><img src="https:\/\/example.com\/cat.png" alt="a cat" style="/);
    expect(byTitle).toContain('>Our cat</figcaption>');
    expect(byTitle).not.toMatch(/<p[^>]*>\s*<\/p>/);
    expect(render(markdown, { legend: 'alt' })).toContain('>a cat</figcaption>');
    expect(render('![a cat](https://example.com/cat.png)', { legend: 'title-alt' })).toContain('>a cat</figcaption>');
    expect(render(markdown, { legend: 'none' })).not.toContain('figcaption');
  });

  it('turns links WeChat would strip into numbered notes, keeps WeChat article links, drops unsafe ones', () => {
    const html = render(
      '[our site](https://example.com/tea) and https://example.org and [an article](https://mp.weixin.qq.com/s/abc) ' +
        '[x](javascript:alert(1)) [y](JAVA\tSCRIPT:alert(1)) [z](vbscript:msgbox) ' +
        '![p](data:image/png;base64,AAAA) ![q](javascript:alert(1))',
    );
    expect(html).toMatch(/<span style="color: #0F4C81;">our site<\/span><sup style="[^"]*">\[1\]<\/sup>/);
    expect(html).toMatch(/>https:\/\/example.org<\/span><sup style="[^"]*">\[2\]<\/sup>/);
    expect(html).toMatch(
      /<a href="https:\/\/mp.weixin.qq.com\/s\/abc" style="[^"]*color: #0F4C81[^"]*">an article<\/a>/,
    );
    expect(html).toMatch(/<hr style="[^"]*">/);
    expect(html).toMatch(/\[1\] our site: <span style="[^"]*">https:\/\/example.com\/tea<\/span><\/p>/);
    expect(html).toMatch(/\[2\] <span style="[^"]*">https:\/\/example.org<\/span><\/p>/);
    expect(html).not.toContain('[3]');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).not.toContain('<img');
    expectWechatSafe(html.replace(/\]\([^)]*\)/g, ''));
  });

  it('adds no notes when nothing links outside WeChat', () => {
    expect(render('Just words.')).not.toContain('<hr');
  });

  it('shows raw HTML as text: <script>, onerror= and iframes never become markup', () => {
    const html = render(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<iframe src="https://evil.example"></iframe>\n\n' +
        'text <b onclick="steal()">bold</b> <style>p{}</style>',
    );
    expect(html).not.toMatch(/<script|<iframe|<img|<b\b|<style/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).not.toMatch(/<[^>]*\son[a-z]+=/i);
  });

  it('keeps Chinese text whole', () => {
    const html = render('# 标题\n\n这是一段中文，包含**重点**和标点。');
    expect(html).toContain('>标题</h1>');
    expect(html).toMatch(/这是一段中文，包含<strong style="[^"]*">重点<\/strong>和标点。/);
  });

  it('draws each theme differently', () => {
    const markdown = '## Part\n\n> quote';
    const [plain, grace, simple] = ['default', 'grace', 'simple'].map((theme) => render(markdown, { theme }));
    expect(styleOf(plain!, 'h2')).toContain('background: #0F4C81');
    expect(styleOf(grace!, 'h2')).toContain('border-radius: 8px');
    expect(styleOf(simple!, 'h2')).toContain('border-bottom: 1px solid #0F4C81');
    expect(styleOf(simple!, 'h2')).not.toContain('background');
    expect(styleOf(grace!, 'blockquote')).toContain('font-style: italic');
    expect(new Set([plain, grace, simple]).size).toBe(3);
    for (const html of [plain!, grace!, simple!]) expectWechatSafe(html);
  });

  it('follows align and blank-line settings', () => {
    const justified = render('one\n\ntwo', { align: 'justify', blankLine: false });
    expect(styleOf(justified, 'p')).toContain('text-align: justify');
    expect(styleOf(justified, 'p')).toContain('margin: 0 8px');
    expect(styleOf(render('one'), 'p')).toContain('margin: 1.5em 8px');
  });

  it('falls back to the defaults for values that could inject CSS', () => {
    const html = render('# T', { primaryColor: 'red; background: url(x)', fontSize: '14px;}', theme: 'nope' });
    expect(html).not.toContain('url(x)');
    expect(styleOf(html, 'h1')).toContain('#0F4C81');
    expect(styleOf(html, 'section')).toContain('font-size: 14px;');
  });
});
