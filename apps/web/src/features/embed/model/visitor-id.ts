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

/**
 * The id to use now. The kept one goes to the server, which hands it back renewed (ids are signed
 * and last 30 days from their last renewal) or, when it is forged, ended or another bot's, a new
 * visitor's: the history of the kept id is then gone, never someone else's shown.
 */
export async function visitorIdFor(botId: string): Promise<string> {
  const kept = read(botId);
  const current = await fetchTmpUid(botId, kept ?? undefined);
  write(botId, current);
  return current;
}

/** The server refused the kept id (it belongs to another bot, or is gone): forget it. */
export const forgetVisitorId = (botId: string) => write(botId, null);
