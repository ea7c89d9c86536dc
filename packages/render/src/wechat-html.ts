import juice from 'juice';
import type { MarkdownIt } from 'markdown-it';
import { createMarkdown, isSafeImage } from './markdown.ts';
import { linkNotes, newLinkNotes, noteExternalLinks } from './wechat-links.ts';
import { safeStyle, type WechatStyle } from './wechat-style.ts';
import { wechatCss } from './wechat-themes.ts';

/**
 * Markdown → HTML that WeChat's editor keeps as it is: every look is an inline `style`
 * (juice inlines our theme CSS), with no classes, ids, `<style>` or scripts. The same module
 * runs in the browser (preview, "copy for WeChat"; Vite takes juice's client build) and on the
 * server (publishing).
 */
export function renderWechatHtml(markdown: string, style: Partial<WechatStyle> = {}): string {
  const safe = safeStyle(style);
  const notes = newLinkNotes();
  // A picture alone in its paragraph stands as a figure, not inside a <p> (which cannot hold one).
  const body =
    wechatMarkdown(safe)
      .render(markdown, notes)
      .replace(/<p>(<figure>(?:(?!<\/?p>)[\s\S])*?<\/figure>)<\/p>/g, '$1') + linkNotes(notes, escapeHtml);
  const inlined = juice.inlineContent(`<section class="wx-root">${body}</section>`, wechatCss(safe), {
    applyAttributesTableElements: false,
    applyHeightAttributes: false,
    applyWidthAttributes: false,
    inlinePseudoElements: false,
    preserveImportant: false,
  });
  return withoutClasses(inlined);
}

/** Our classes only steer juice; WeChat would drop them anyway. */
const withoutClasses = (html: string) => html.replace(/(<[a-z][a-z0-9]*\b[^>]*?)\s+class="[^"]*"/gi, '$1');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * WeChat's editor collapses the spaces and breaks of `<pre>`, so code is written with `&nbsp;`
 * and `<br>`; the Mac window dots sit above it when the style asks for them.
 */
function codeBlock(code: string, mac: boolean): string {
  const lines = escapeHtml(code.replace(/\n$/, ''))
    .replace(/\t/g, '    ')
    .split('\n')
    .map((line) => line.replace(/ /g, '&nbsp;'));
  const dots = mac
    ? '<span class="wx-mac"><span class="wx-dot wx-dot-red"></span><span class="wx-dot wx-dot-yellow"></span>' +
      '<span class="wx-dot wx-dot-green"></span></span>'
    : '';
  return `<pre>${dots}<code>${lines.join('<br>')}</code></pre>\n`;
}

function caption(legend: string, title: string, alt: string): string {
  const pick = { title, alt, 'title-alt': title || alt, 'alt-title': alt || title, none: '' }[legend] ?? '';
  return pick ? `<figcaption>${escapeHtml(pick)}</figcaption>` : '';
}

function wechatMarkdown(style: WechatStyle): MarkdownIt {
  const md = createMarkdown();
  noteExternalLinks(md);
  const rules = md.renderer.rules;
  rules.fence = (tokens, index) => codeBlock(tokens[index]!.content, style.macCodeBlock);
  rules.code_block = (tokens, index) => codeBlock(tokens[index]!.content, style.macCodeBlock);
  rules.image = (tokens, index, _options, env, self) => {
    const token = tokens[index]!;
    const src = String(token.attrGet('src') ?? '');
    if (!isSafeImage(src)) return '';
    const alt = self.renderInlineAsText(token.children ?? [], md.options, env);
    const title = String(token.attrGet('title') ?? '');
    return (
      `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">` +
      `${caption(style.legend, title, alt)}</figure>`
    );
  };
  return md;
}
