import { ResultCode } from '@inkstone/contract/envelope';
import { publicPagePath, type Published } from '@inkstone/contract/writing-publish';
import { firstText, renderArticle } from '@inkstone/render/markdown';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { getDocument, markPublished, standsOutsideTrash } from '../writing/service.ts';
import { languageOf } from '../../platform/http/page-language.ts';
import { publicAddress, unguessableSlug } from '../../platform/http/published-pages.ts';
import * as store from './store.ts';
import type { WritingPublicationRow } from './tables.ts';

type Caller = CallerWith<Pick<Platform, 'db' | 'clock'>>;

const pageUrl = (publicUrl: string, slug: string) => publicAddress(publicUrl, publicPagePath(slug));

/**
 * Publishes the document as it is now: a snapshot of its title and its Markdown rendered with
 * raw HTML off, so the page changes only when the owner publishes again. Writing's access rule
 * (the owner alone) answers for another user's id.
 */
export async function publish(caller: Caller, user: UserRow, id: string, publicUrl: string): Promise<Published> {
  const document = await getDocument(caller, user, id);
  if (document.trashedAt) throw new AppError(ResultCode.conflict, 'writing.inTrash');
  const now = caller.platform.clock.now();
  const saved = await store.savePublication(caller.platform.db, {
    documentId: document.id,
    userId: user.id,
    slug: unguessableSlug(9), // 12 characters
    title: document.title,
    html: renderArticle(document.content),
    description: firstText(document.content),
    lang: languageOf(`${document.title}\n${document.content}`),
    publishedAt: now,
  });
  await markPublished(caller, document.id, now);
  return { url: pageUrl(publicUrl, saved.slug), slug: saved.slug, publishedAt: now.toISOString() };
}

export async function unpublish(caller: Caller, user: UserRow, id: string): Promise<{ id: string; publishedAt: null }> {
  const document = await getDocument(caller, user, id);
  await store.withdrawPublication(caller.platform.db, document.id, caller.platform.clock.now());
  await markPublished(caller, document.id, null);
  return { id: document.id, publishedAt: null };
}

/** The live page of a slug, or null: never published, unpublished, or its document trashed or gone. */
export async function livePage(caller: Caller, slug: string): Promise<WritingPublicationRow | null> {
  const publication = await store.publicationBySlug(caller.platform.db, slug);
  if (!publication || publication.withdrawnAt) return null;
  return (await standsOutsideTrash(caller, publication.documentId)) ? publication : null;
}

export { pageUrl };
