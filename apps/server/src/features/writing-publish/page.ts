import { createHash } from 'node:crypto';
import type { WritingPublicationRow } from './tables.ts';

/**
 * The public page: a complete, small HTML document with its own stylesheet and no script.
 * The article's HTML was rendered with raw HTML off (renderArticle); the title and description
 * are escaped here.
 */
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `
:root { color-scheme: light dark; }
body { margin: 0; background: #fff; color: #24292f; font: 17px/1.75 -apple-system, BlinkMacSystemFont, "Segoe UI",
  "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; }
main { max-width: 720px; margin: 0 auto; padding: 32px 20px 64px; overflow-wrap: break-word; }
h1, h2, h3, h4 { line-height: 1.35; margin: 1.6em 0 0.6em; }
article > h1:first-child { margin-top: 0; font-size: 2em; }
.meta { color: #6e7781; font-size: 0.85em; margin: -0.4em 0 2em; }
a { color: #0f4c81; }
img { max-width: 100%; height: auto; border-radius: 4px; }
blockquote { margin: 1em 0; padding: 0.2em 1em; border-left: 4px solid #0f4c81; color: #57606a; background: #f6f8fa; }
pre { padding: 1em; overflow-x: auto; background: #f6f8fa; border-radius: 6px; font-size: 0.85em; line-height: 1.5; }
code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9em; }
table { border-collapse: collapse; display: block; overflow-x: auto; }
th, td { border: 1px solid #d0d7de; padding: 6px 12px; }
hr { border: 0; border-top: 1px solid #d0d7de; margin: 2em 0; }
@media (prefers-color-scheme: dark) {
  body { background: #0d1117; color: #e6edf3; }
  a { color: #79b8ff; }
  blockquote, pre { background: #161b22; color: #c9d1d9; }
  .meta { color: #8b949e; }
}
`;

const styleHash = createHash('sha256').update(STYLE).digest('base64');

/**
 * No script of any kind, no frames, no forms, no plugins; only our one stylesheet (by hash) and
 * the style attributes of table alignment; pictures from here or over HTTPS.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  "img-src 'self' https: data:",
  `style-src 'sha256-${styleHash}'`,
  "style-src-attr 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function articlePage(publication: WritingPublicationRow, url: string): string {
  const title = escape(publication.title);
  const description = escape(publication.description || publication.title);
  const published = publication.publishedAt.toISOString();
  return `<!doctype html>
<html lang="${escape(publication.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:type" content="article">
<meta property="og:url" content="${escape(url)}">
<meta property="article:published_time" content="${published}">
<link rel="canonical" href="${escape(url)}">
<style>${STYLE}</style>
</head>
<body>
<main>
<article>
<h1>${title}</h1>
<p class="meta"><time datetime="${published}">${published.slice(0, 10)}</time></p>
${publication.html}
</article>
</main>
</body>
</html>
`;
}

export const notFoundPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Not found</title><style>${STYLE}</style></head>
<body><main><h1>Not found</h1><p>This page is not published. 页面不存在或已下线。</p></main></body>
</html>
`;
