import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Platform } from '../../platform/platform.ts';
import type { MessageRow } from './store.ts';
import { chatMessages } from './tables.ts';

/**
 * Running answers are written down as they grow, so a crash loses at most SAVE_EVERY_MS of
 * text. One writer per database flushes every answer that changed since the last tick in one
 * multi-row UPDATE, instead of a timer and a statement per stream: with 1,000 streams that is
 * one statement per tick, not 1,000, and no stream waits for the database between tokens.
 */
export const SAVE_EVERY_MS = 1500;
/** Rows per statement: far below PostgreSQL's 65,535 parameters (four per row). */
const ROWS_PER_STATEMENT = 500;

export type PartialAnswer = { text: string; reasoning: string; sources: MessageRow['sources'] };
type Ctx = Pick<Platform, 'db' | 'clock'>;
type Writer = { watched: Map<number, () => PartialAnswer>; dirty: Set<number>; timer: NodeJS.Timeout | null };

const writers = new WeakMap<Db, Writer>();

/**
 * Watches one running answer: `changed()` after each part marks it for the next flush (it reads
 * `read()` then, not now), `stop()` when the answer is finished (its last save is the caller's).
 */
export function savePartials(platform: Ctx, messageId: number, read: () => PartialAnswer) {
  let writer = writers.get(platform.db);
  if (!writer) {
    writer = { watched: new Map(), dirty: new Set(), timer: null };
    writers.set(platform.db, writer);
  }
  const own = writer;
  own.watched.set(messageId, read);
  if (!own.timer) {
    own.timer = setInterval(() => void flush(platform, own), SAVE_EVERY_MS);
    own.timer.unref();
  }
  return {
    changed: () => own.dirty.add(messageId),
    stop: () => {
      own.watched.delete(messageId);
      own.dirty.delete(messageId);
      if (own.watched.size === 0 && own.timer) {
        clearInterval(own.timer);
        own.timer = null;
      }
    },
  };
}

async function flush(platform: Ctx, writer: Writer): Promise<void> {
  if (writer.dirty.size === 0) return;
  const rows = [...writer.dirty].flatMap((id) => {
    const read = writer.watched.get(id);
    return read ? [{ id, ...read() }] : [];
  });
  writer.dirty.clear();
  const now = platform.clock.now();
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const batch = rows.slice(i, i + ROWS_PER_STATEMENT);
    await savePartialRows(platform.db, batch, now).catch(() => {
      // Written again on the next tick: the answer still holds the text.
      for (const row of batch) if (writer.watched.has(row.id)) writer.dirty.add(row.id);
    });
  }
}

/**
 * One UPDATE for many answers. Only rows still 'streaming' are touched: an answer finished
 * meanwhile has had its last, complete save, which a late partial must not overwrite.
 */
export async function savePartialRows(db: Db, rows: Array<PartialAnswer & { id: number }>, now: Date): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}::bigint, ${row.text}::text, ${row.reasoning}::text, ${JSON.stringify(row.sources)}::jsonb)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${chatMessages} as m
    set response = v.response, reasoning = v.reasoning, sources = v.sources,
      updated_at = ${now.toISOString()}::timestamptz
    from (values ${values}) as v(id, response, reasoning, sources)
    where m.id = v.id and m.status = 'streaming'`);
}
