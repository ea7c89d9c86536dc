import type { Chat } from './types.ts';

/**
 * SPEC §3/§4: at most `limit` chats are kept in client state. Past it a panel's chat (a
 * notebook's or a writing document's) is dropped first (the least recently used one), otherwise
 * the least recently used chat.
 * Chats in `keep` — shown on a page right now, or still streaming an answer — are never
 * dropped, so the list may stay over the limit until they are let go.
 */
export function trimChats(chats: readonly Chat[], limit: number, keep: ReadonlySet<string>): Chat[] {
  const result = [...chats];
  while (result.length > limit) {
    const candidates = result.filter((chat) => !keep.has(chat.key));
    if (candidates.length === 0) break;
    const panels = candidates.filter((chat) => chat.pageInfo.page !== 'chat');
    const pool = panels.length > 0 ? panels : candidates;
    const oldest = pool.reduce((a, b) => (b.usedAt < a.usedAt ? b : a));
    result.splice(result.indexOf(oldest), 1);
  }
  return result;
}
