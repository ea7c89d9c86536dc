import type { MarkdownIt } from 'markdown-it';

/**
 * WeChat articles may link only to other WeChat articles: the official editor strips any other
 * address. So, as WeChat writers do by hand, such a link becomes its words with a numbered mark,
 * and the addresses are listed under the article, where a reader can still copy them.
 */
const WECHAT_ARTICLE = /^https:\/\/mp\.weixin\.qq\.com\//i;

export type LinkNotes = { links: { text: string; href: string }[]; open: (number | null)[] };

export const newLinkNotes = (): LinkNotes => ({ links: [], open: [] });

export function noteExternalLinks(md: MarkdownIt): void {
  const rules = md.renderer.rules;
  rules.link_open = (tokens, index, options, env, self) => {
    const notes = env as LinkNotes | undefined;
    const href = String(tokens[index]!.attrGet('href') ?? '');
    if (!notes || WECHAT_ARTICLE.test(href)) {
      notes?.open.push(null);
      return self.renderToken(tokens, index, options);
    }
    let text = '';
    for (let at = index + 1; at < tokens.length && tokens[at]!.type !== 'link_close'; at++) {
      text += tokens[at]!.content;
    }
    notes.links.push({ text, href });
    notes.open.push(notes.links.length);
    return '<span class="wx-link">';
  };
  rules.link_close = (tokens, index, options, env, self) => {
    const number = (env as LinkNotes | undefined)?.open.pop();
    return number ? `</span><sup class="wx-ref">[${number}]</sup>` : self.renderToken(tokens, index, options);
  };
}

/** The numbered addresses, to follow the article; nothing when it links nowhere outside WeChat. */
export function linkNotes(env: LinkNotes, escapeHtml: (text: string) => string): string {
  if (env.links.length === 0) return '';
  const items = env.links.map(({ text, href }, index) => {
    const words = text && text !== href ? `${escapeHtml(text)}: ` : '';
    return `<p class="wx-note">[${index + 1}] ${words}<span class="wx-note-url">${escapeHtml(href)}</span></p>`;
  });
  return `<hr class="wx-notes-rule">${items.join('')}`;
}
