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

export async function visitorIdFor(botId: string): Promise<string> {
  const kept = read(botId);
  if (kept) return kept;
  const fresh = await fetchTmpUid(botId);
  write(botId, fresh);
  return fresh;
}

/** The server refused the kept id (it belongs to another bot, or is gone): forget it. */
export const forgetVisitorId = (botId: string) => write(botId, null);
