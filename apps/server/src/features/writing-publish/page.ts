import { publicPage } from '../../platform/http/public-page.ts';
import type { WritingPublicationRow } from './tables.ts';

/** A published document's page: its title, date and the article rendered when it was published. */
export function articlePage(publication: WritingPublicationRow, url: string): string {
  return publicPage({
    lang: publication.lang,
    title: publication.title,
    description: publication.description,
    url,
    publishedAt: publication.publishedAt,
    body: publication.html,
  });
}
