import { formatMessage } from '@inkstone/contract/messages';
import { renderArticle } from '@inkstone/render/markdown';
import QRCode from 'qrcode';
import { escapeHtml, publicPage } from '../../platform/http/public-page.ts';
import type { PublishedTurn } from '../chat/service.ts';
import type { ChatPublicationRow } from './tables.ts';

type Words = 'en' | 'zh_CN';

/**
 * The body of a published conversation: each chosen question (as text) and its answer (Markdown
 * rendered with raw HTML off, unsafe addresses dropped), the answer's web sources, and nothing
 * else — no names, no email, no files.
 */
export function turnsHtml(turns: readonly PublishedTurn[], words: Words): string {
  const label = (key: 'chatPublish.question' | 'chatPublish.answer' | 'chatPublish.sources') =>
    escapeHtml(formatMessage(words, key));
  return turns
    .map((turn) => {
      const sources = turn.sources.length
        ? `<p class="sources">${label('chatPublish.sources')}: ${turn.sources
            .map(
              (source) => `<a href="${escapeHtml(source.url)}" rel="nofollow noopener">${escapeHtml(source.title)}</a>`,
            )
            .join(' · ')}</p>`
        : '';
      return `<section class="turn">
<p class="who">${label('chatPublish.question')}</p>
<div class="question">${escapeHtml(turn.question)}</div>
<p class="who">${label('chatPublish.answer')} · ${escapeHtml(turn.model)}</p>
<div class="answer">${renderArticle(turn.answer)}</div>
${sources}</section>`;
    })
    .join('\n');
}

/** The whole page, with a QR code of its own address (inline SVG: the page loads nothing else). */
export async function chatPage(publication: ChatPublicationRow, url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1 });
  const qr = `<img class="qr" alt="QR" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`;
  return publicPage({
    lang: publication.lang,
    title: publication.title,
    description: publication.description,
    url,
    publishedAt: publication.publishedAt,
    body: `${publication.html}\n${qr}`,
  });
}
