import { WritingLimits } from '@inkstone/contract/writing';
import type { Db } from '../../platform/db/client.ts';
import type { WritingVersionRow } from './tables.ts';
import { insertVersion, newestVersionAt, sameAsNewest, trimVersions } from './version-store.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'delete'>;
type Text = { id: string; title: string; content: string; wordCount: number };

const VERSION_EVERY_MS = WritingLimits.versionEveryMinutes * 60_000;

/**
 * Keeps a copy of a document's text as a version, unless it is the same text as the newest one
 * (a Cmd/Ctrl+S pressed twice keeps one). `auto` copies are kept only when the newest version is
 * older than 10 minutes, and never of an empty text (there is nothing to go back to). Answers
 * whether one was kept; the oldest beyond the 50 kept go.
 */
export async function keepVersion(
  db: Executor,
  text: Text,
  reason: WritingVersionRow['reason'],
  savedAt: Date,
  now: Date,
): Promise<boolean> {
  if (reason === 'auto') {
    if (!text.content.trim()) return false;
    // Most autosaves stop here, after one small read.
    const newestAt = await newestVersionAt(db, text.id);
    if (newestAt && now.getTime() - newestAt.getTime() < VERSION_EVERY_MS) return false;
  }
  if (await sameAsNewest(db, text.id, text)) return false;
  await insertVersion(db, {
    documentId: text.id,
    title: text.title,
    content: text.content,
    wordCount: text.wordCount,
    reason,
    savedAt,
    createdAt: now,
  });
  await trimVersions(db, text.id, WritingLimits.versionsKept);
  return true;
}
