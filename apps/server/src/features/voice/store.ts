import { and, asc, count, desc, eq, ilike, lt, or, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { voiceChunks, voiceRecordings, type VoiceChunkRow, type VoiceRecordingRow } from './tables.ts';

/** A recording's own SQL; who may touch it is access.ts's. */
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export type RecordingFields = Partial<Omit<typeof voiceRecordings.$inferInsert, 'id' | 'userId' | 'createdAt'>>;

export async function insertRecording(db: Executor, row: typeof voiceRecordings.$inferInsert) {
  const [recording] = await db.insert(voiceRecordings).values(row).returning();
  return recording!;
}

export async function recordingById(db: Executor, id: string): Promise<VoiceRecordingRow | null> {
  const [recording] = await db.select().from(voiceRecordings).where(eq(voiceRecordings.id, id)).limit(1);
  return recording ?? null;
}

/** Sets `fields` (and `updatedAt`) on the recording that `where` still matches; null when none does. */
async function updateWhere(db: Executor, where: SQL | undefined, fields: RecordingFields, at: Date) {
  const [recording] = await db
    .update(voiceRecordings)
    .set({ ...fields, updatedAt: at })
    .where(where)
    .returning();
  return recording ?? null;
}

export async function updateRecording(
  db: Executor,
  id: string,
  fields: RecordingFields,
  at: Date,
): Promise<VoiceRecordingRow | null> {
  return updateWhere(db, eq(voiceRecordings.id, id), fields, at);
}

/** Moves a recording from one status to another, only if it is still in the first (one finisher wins). */
export async function claimStatus(
  db: Executor,
  id: string,
  from: VoiceRecordingRow['status'],
  fields: RecordingFields,
  at: Date,
): Promise<VoiceRecordingRow | null> {
  return updateWhere(db, and(eq(voiceRecordings.id, id), eq(voiceRecordings.status, from)), fields, at);
}

export async function deleteRecording(db: Executor, id: string): Promise<void> {
  await db.delete(voiceRecordings).where(eq(voiceRecordings.id, id));
}

/** A user's recordings, newest first; `search` in the title or the transcript, any case. */
export async function recordingPage(
  db: Executor,
  userId: number,
  options: { search: string; offset: number; limit: number },
): Promise<{ rows: VoiceRecordingRow[]; total: number }> {
  const pattern = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    eq(voiceRecordings.userId, userId),
    options.search
      ? or(ilike(voiceRecordings.title, pattern), ilike(voiceRecordings.transcriptText, pattern))
      : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(voiceRecordings)
      .where(where)
      .orderBy(desc(voiceRecordings.createdAt), desc(voiceRecordings.id))
      .offset(options.offset)
      .limit(options.limit),
    db.select({ total: count() }).from(voiceRecordings).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * Recordings left in `processing` since before `before`: the server stopped while finishing them
 * (finishing takes seconds). Put back to `recording`, the idle finisher finishes them again.
 */
export async function reopenStuck(db: Executor, before: Date): Promise<number> {
  const reopened = await db
    .update(voiceRecordings)
    .set({ status: 'recording' })
    .where(and(eq(voiceRecordings.status, 'processing'), lt(voiceRecordings.updatedAt, before)))
    .returning({ id: voiceRecordings.id });
  return reopened.length;
}

/** Recordings still `recording` whose last chunk (or start) is older than `before`: the idle finisher's. */
export async function idleRecordings(db: Executor, before: Date, limit = 50): Promise<VoiceRecordingRow[]> {
  return db
    .select()
    .from(voiceRecordings)
    .where(and(eq(voiceRecordings.status, 'recording'), lt(voiceRecordings.lastChunkAt, before)))
    .limit(limit);
}

export async function chunkAt(db: Executor, recordingId: string, seq: number): Promise<VoiceChunkRow | null> {
  const [chunk] = await db
    .select()
    .from(voiceChunks)
    .where(and(eq(voiceChunks.recordingId, recordingId), eq(voiceChunks.seq, seq)))
    .limit(1);
  return chunk ?? null;
}

/** Stores a chunk once: a seq already stored is left as it was (a retry after a reconnect). */
export async function insertChunk(db: Executor, row: typeof voiceChunks.$inferInsert): Promise<void> {
  await db.insert(voiceChunks).values(row).onConflictDoNothing();
}

export async function chunksOf(db: Executor, recordingId: string): Promise<VoiceChunkRow[]> {
  return db.select().from(voiceChunks).where(eq(voiceChunks.recordingId, recordingId)).orderBy(asc(voiceChunks.seq));
}

/** The bytes a recording's chunks hold so far. */
export async function chunkBytes(db: Executor, recordingId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(voiceChunks.size) })
    .from(voiceChunks)
    .where(eq(voiceChunks.recordingId, recordingId));
  return Number(row?.bytes ?? 0);
}

export async function chunkCount(db: Executor, recordingId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(voiceChunks).where(eq(voiceChunks.recordingId, recordingId));
  return row?.n ?? 0;
}

export async function deleteChunks(db: Executor, recordingId: string): Promise<void> {
  await db.delete(voiceChunks).where(eq(voiceChunks.recordingId, recordingId));
}

/** The number of chunks stored contiguously from seq 0 (the next seq the server waits for). */
export function contiguous(seqs: readonly number[]): number {
  const have = new Set(seqs);
  let next = 0;
  while (have.has(next)) next++;
  return next;
}

/** Changes a recording only while `run` is still its transcription run (a newer `transcribe` wins). */
export async function updateRun(
  db: Executor,
  id: string,
  run: number,
  fields: RecordingFields,
  at: Date,
): Promise<VoiceRecordingRow | null> {
  return updateWhere(db, and(eq(voiceRecordings.id, id), eq(voiceRecordings.transcriptRun, run)), fields, at);
}
