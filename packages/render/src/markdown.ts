import markdownIt, { type MarkdownIt } from 'markdown-it';

/**
 * The one Markdown reader for everything we show outside the editor (WeChat HTML, the public
 * page). Raw HTML in the text is shown as text (`html: false`), so `<script>` or an `onerror=`
 * attribute can never become markup; links and pictures keep only addresses we trust.
 */
const SAFE_LINK = /^(?:https?:|mailto:|#|\/(?!\/)|\.{0,2}\/)/i;
const SAFE_IMAGE = /^(?:https?:|\/(?!\/)|\.{0,2}\/)/i;
/** What browsers ignore inside a scheme (`java\tscript:`), taken out before judging it. */
const IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;

export function isSafeLink(url: string): boolean {
  const bare = url.replace(IGNORED, '');
  return SAFE_LINK.test(bare) || !/^[a-z][a-z0-9+.-]*:/i.test(bare);
}

export function isSafeImage(url: string): boolean {
  const bare = url.replace(IGNORED, '');
  return SAFE_IMAGE.test(bare) || !/^[a-z][a-z0-9+.-]*:/i.test(bare);
}

export function createMarkdown(): MarkdownIt {
  const md = markdownIt({ html: false, linkify: true, typographer: false, breaks: false });
  // markdown-it's own check lets data: pictures through; ours allows web addresses only.
  md.validateLink = (url) => isSafeLink(url) || isSafeImage(url);
  const image = md.renderer.rules.image!;
  md.renderer.rules.image = (tokens, index, options, env, self) =>
    isSafeImage(String(tokens[index]!.attrGet('src') ?? '')) ? image(tokens, index, options, env, self) : '';
  return md;
}

const shared = createMarkdown();

/** Plain HTML of the Markdown, for a page with its own stylesheet (no classes, no inline styles). */
export function renderArticle(markdown: string): string {
  return shared.render(markdown);
}

/** The first paragraph as plain words, at most `max` characters (a page description). */
export function firstText(markdown: string, max = 160): string {
  const tokens = shared.parse(markdown, {});
  for (let index = 0; index < tokens.length; index++) {
    if (tokens[index]!.type !== 'paragraph_open') continue;
    const inline = tokens[index + 1];
    const text = (inline?.children ?? [])
      .filter((child) => child.type === 'text' || child.type === 'code_inline')
      .map((child) => child.content)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) {
      const chars = [...text];
      return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
    }
  }
  return '';
}
