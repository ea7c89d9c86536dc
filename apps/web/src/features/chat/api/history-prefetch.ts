import { useAuth } from '@/shared/stores/auth.ts';
import type { AnswerOf } from '@inkstone/contract/routes/define';
import type { chatRoutes } from '@inkstone/contract/routes/chat';

/**
 * The newest history page of a conversation, asked for as soon as the page knows which one it
 * shows, before the chat page has rendered: the request then runs while the page's code runs,
 * instead of after it. The history query takes it (once) in place of asking again.
 *
 * A prefetched page is used only by the same signed-in session that asked for it, and only
 * while fresh: after a logout, a sign-in as someone else, or a long wait, the query asks anew.
 */

/** Older than this, a page waiting to be taken is not used: the query asks the server itself. */
const FRESH_MS = 15_000;

// The contract's type, not history.ts's: that file imports this one.
type HistoryPage = AnswerOf<typeof chatRoutes.history>;
type Waiting = { page: Promise<HistoryPage>; token: string; at: number };

const waiting = new Map<string, Waiting>();
const keyOf = (sessionId: string, botId: string) => `${botId}\u0000${sessionId}`;

/**
 * Starts fetching page 1 of `sessionId` as `botId` asks for it, signed in only (history is
 * private). `fetchPage` is the call the query would make; asking twice keeps the first.
 */
export function prefetchNewestPage(sessionId: string, botId: string, fetchPage: () => Promise<HistoryPage>): void {
  const token = useAuth.getState().token;
  const key = keyOf(sessionId, botId);
  const current = waiting.get(key);
  if (!token || (current && current.token === token && Date.now() - current.at < FRESH_MS)) return;
  const page = fetchPage();
  // Never taken (the reader went elsewhere at once): its failure is nobody's to handle.
  page.catch(() => undefined);
  waiting.set(key, { page, token, at: Date.now() });
}

/** The prefetched page 1 of `sessionId` for `botId`, once: a refetch or retry asks the server again. */
export function takeNewestPage(sessionId: string, botId: string): Promise<HistoryPage> | undefined {
  const key = keyOf(sessionId, botId);
  const found = waiting.get(key);
  waiting.delete(key);
  if (!found || found.token !== useAuth.getState().token || Date.now() - found.at >= FRESH_MS) return undefined;
  return found.page;
}
