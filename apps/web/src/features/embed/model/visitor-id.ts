import { fetchTmpUid } from '../api/visitor.ts';

/**
 * The visitor's temporary id for one bot, kept in this browser (localStorage, per bot) so its
 * history is still there on the next visit. Inside another site's frame the browser keeps it
 * per embedding site; where storage is blocked, the id lasts for the page.
 */
const keyOf = (botId: string) => `inkstone.embed.visitor.${botId}`;

function read(botId: string): string | null {
  try {
    return localStorage.getItem(keyOf(botId));
  } catch {
    return null;
  }
}

function write(botId: string, tmpUid: string | null) {
  try {
    if (tmpUid) localStorage.setItem(keyOf(botId), tmpUid);
    else localStorage.removeItem(keyOf(botId));
  } catch {
    // Storage blocked (third-party frames in some browsers): the id lives in memory only.
  }
}

/** Per bot, this page's one renewal of the kept id: asked once however many times the id is read. */
const renewals = new Map<string, Promise<string>>();

/**
 * The visitor's id for the bot. A kept one is renewed on the first use of each page load, so a
 * visitor who comes back within 30 days keeps their history indefinitely; when the server cannot
 * be asked, the kept id is used as it is.
 */
export function visitorIdFor(botId: string): Promise<string> {
  const kept = read(botId);
  if (!kept) return fetchTmpUid(botId).then((fresh) => (write(botId, fresh), fresh));
  let renewal = renewals.get(botId);
  if (!renewal) {
    renewal = fetchTmpUid(botId, kept).then(
      (renewed) => (write(botId, renewed), renewed),
      () => kept,
    );
    renewals.set(botId, renewal);
  }
  return renewal;
}

/** The server refused the kept id (it belongs to another bot, or is gone): forget it. */
export function forgetVisitorId(botId: string) {
  renewals.delete(botId);
  write(botId, null);
}
