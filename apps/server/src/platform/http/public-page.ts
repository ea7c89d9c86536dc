import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The public, read-only pages the app serves without sign-in (a published writing document at
 * /p/{slug}, a published chat at /c/{slug}): a complete, small HTML document with its own
 * stylesheet and no script. What goes into `body` was rendered with raw HTML off; the title and
 * description are escaped here.
 */
export const escapeHtml = (text: string) =>
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
.turn { margin: 0 0 2.4em; }
.who { margin: 0 0 0.3em; color: #6e7781; font-size: 0.8em; font-weight: 600; text-transform: uppercase; }
.question { padding: 0.6em 1em; border-radius: 8px; background: #f6f8fa; white-space: pre-wrap; }
.sources { font-size: 0.85em; color: #57606a; }
.qr { display: block; width: 120px; height: 120px; margin: 3em auto 0; }
@media (prefers-color-scheme: dark) {
  body { background: #0d1117; color: #e6edf3; }
  a { color: #79b8ff; }
  blockquote, pre, .question { background: #161b22; color: #c9d1d9; }
  .meta, .who, .sources { color: #8b949e; }
}
`;

const styleHash = createHash('sha256').update(STYLE).digest('base64');

/**
 * No script of any kind, no frames, no forms, no plugins; only our one stylesheet (by hash) and
 * the style attributes of table alignment; pictures from here, over HTTPS or inline (the QR code).
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

export type PublicPage = {
  lang: string;
  title: string;
  description: string;
  /** The page's own address (og:url, canonical). */
  url: string;
  publishedAt: Date;
  /** Already safe HTML: what the page shows under its title and date. */
  body: string;
};

export function publicPage(page: PublicPage): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description || page.title);
  const published = page.publishedAt.toISOString();
  return `<!doctype html>
<html lang="${escapeHtml(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:type" content="article">
<meta property="og:url" content="${escapeHtml(page.url)}">
<meta property="article:published_time" content="${published}">
<link rel="canonical" href="${escapeHtml(page.url)}">
<style>${STYLE}</style>
</head>
<body>
<main>
<article>
<h1>${title}</h1>
<p class="meta"><time datetime="${published}">${published.slice(0, 10)}</time></p>
${page.body}
</article>
</main>
</body>
</html>
`;
}

const NOT_FOUND = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Not found</title><style>${STYLE}</style></head>
<body><main><h1>Not found</h1><p>This page is not published. 页面不存在或已下线。</p></main></body>
</html>
`;

/** Sends a public page (or 404 when `html` is null) with our strict policy in place of the app's. */
export function sendPublicPage(reply: FastifyReply, html: string | null): FastifyReply {
  reply
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-cache')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8');
  return html === null ? reply.code(404).send(NOT_FOUND) : reply.send(html);
}

/** The address the app is reached at: PUBLIC_URL, else what this request came to. */
export const publicUrlOf = (request: FastifyRequest) =>
  request.server.platform.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
