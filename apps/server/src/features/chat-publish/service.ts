import { chatPagePath, type SharedChat } from '@inkstone/contract/chat-publish';
import { formatMessage } from '@inkstone/contract/messages';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { languageOf } from '../../platform/http/page-language.ts';
import { publicAddress, unguessableSlug } from '../../platform/http/published-pages.ts';
import type { Platform } from '../../platform/platform.ts';
import { markPublishedTurns, ownConversation, turnsToPublish } from '../chat/service.ts';
import { turnsHtml } from './page.ts';
import * as store from './store.ts';
import type { ChatPublicationRow } from './tables.ts';

type Caller = CallerWith<Pick<Platform, 'db' | 'clock'>>;

export const chatPageUrl = (publicUrl: string, slug: string) => publicAddress(publicUrl, chatPagePath(slug));

const present = (row: ChatPublicationRow, publicUrl: string): SharedChat => ({
  sessionId: row.topicId,
  slug: row.slug,
  url: chatPageUrl(publicUrl, row.slug),
  title: row.title,
  turns: row.turns,
  publishedAt: row.publishedAt.toISOString(),
});

/**
 * Publishes the chosen turns of a conversation as they are now (SPEC §7 shartHtml): a snapshot,
 * so later questions stay private until the owner publishes again; the answers shown carry the
 * page's address (publishToHtmlUrl). The chat's own rule (the owner alone) answers for another
 * user's session.
 */
export async function shareChat(
  caller: Caller,
  user: UserRow,
  body: { sessionId: string; tableIds?: number[]; title?: string },
  publicUrl: string,
): Promise<SharedChat> {
  const { topicId, title, turns } = await turnsToPublish(caller, user, body.sessionId, body.tableIds);
  const words = `${turns.map((turn) => `${turn.question}\n${turn.answer}`).join('\n')}`;
  const lang = languageOf(words);
  const interface_ = lang === 'zh-CN' ? 'zh_CN' : 'en';
  const saved = await store.savePublication(caller.platform.db, {
    topicId,
    userId: user.id,
    slug: unguessableSlug(12), // 16 characters
    title: body.title ?? (title || turns[0]!.question.slice(0, 100)),
    html: turnsHtml(turns, interface_),
    description: formatMessage(interface_, 'chatPublish.description', { count: turns.length }),
    lang,
    turns: turns.length,
    publishedAt: caller.platform.clock.now(),
  });
  const shared = present(saved, publicUrl);
  await markPublishedTurns(
    caller,
    topicId,
    turns.map((turn) => turn.tableId),
    shared.url,
  );
  return shared;
}

/** Takes the page down at once (SPEC §7 reomveShartHtml); the address stays for a later publish. */
export async function unshareChat(caller: Caller, user: UserRow, sessionId: string) {
  const { id: topicId } = await ownConversation(caller, user, sessionId);
  await store.withdrawPublication(caller.platform.db, topicId, caller.platform.clock.now());
  await markPublishedTurns(caller, topicId, [], null);
  return { sessionId: topicId, publishedAt: null };
}

export async function sharedChats(caller: Caller, user: UserRow, publicUrl: string) {
  const rows = await store.livePublicationsOf(caller.platform.db, user.id);
  return { records: rows.map((row) => present(row, publicUrl)) };
}

/** The live page of a slug, or null: never published, or taken down (a deleted conversation takes its page with it). */
export async function livePage(caller: Caller, slug: string): Promise<ChatPublicationRow | null> {
  const publication = await store.publicationBySlug(caller.platform.db, slug);
  return publication && !publication.withdrawnAt ? publication : null;
}
