import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { StudioKind } from '@inkstone/contract/notebook-notes';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/tables/users.ts';
import { notebookNotes, type NotebookNoteRow } from './note-tables.ts';

/** A note with its writer's name, as lists show it. */
export type NoteRecord = { note: NotebookNoteRow; writer: string | null };

const withWriter = { note: notebookNotes, writer: users.nickname };
/** Pinned first, then newest first (ties by id, so pages never overlap). */
const listOrder = [desc(notebookNotes.pinned), desc(notebookNotes.createdAt), desc(notebookNotes.id)];

export async function insertNote(db: Db, row: typeof notebookNotes.$inferInsert): Promise<NotebookNoteRow> {
  const [note] = await db.insert(notebookNotes).values(row).returning();
  return note!;
}

export async function noteIn(db: Db, notebookId: string, id: string): Promise<NoteRecord | null> {
  const [found] = await db
    .select(withWriter)
    .from(notebookNotes)
    .leftJoin(users, eq(users.id, notebookNotes.createdBy))
    .where(and(eq(notebookNotes.notebookId, notebookId), eq(notebookNotes.id, id)))
    .limit(1);
  return found ?? null;
}

export async function noteById(db: Db, id: string): Promise<NotebookNoteRow | null> {
  const [note] = await db.select().from(notebookNotes).where(eq(notebookNotes.id, id)).limit(1);
  return note ?? null;
}

type Editable = Partial<
  Pick<
    NotebookNoteRow,
    | 'title'
    | 'content'
    | 'pinned'
    | 'status'
    | 'progress'
    | 'failureReason'
    | 'citations'
    | 'studioSourceIds'
    | 'studioLanguage'
    | 'createdBy'
    | 'studioRun'
  >
>;

export async function updateNote(db: Db, id: string, fields: Editable): Promise<NotebookNoteRow | null> {
  const [note] = await db
    .update(notebookNotes)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(notebookNotes.id, id))
    .returning();
  return note ?? null;
}

/**
 * Moves a studio note on, only while this run is the note's current one and it is still
 * generating: a note deleted or asked for again meanwhile is left alone.
 */
export async function moveGenerating(
  db: Db,
  id: string,
  run: string,
  fields: Editable,
): Promise<NotebookNoteRow | null> {
  const [note] = await db
    .update(notebookNotes)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(notebookNotes.id, id), eq(notebookNotes.studioRun, run), eq(notebookNotes.status, 'generating')))
    .returning();
  return note ?? null;
}

export async function deleteNote(db: Db, notebookId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(notebookNotes)
    .where(and(eq(notebookNotes.notebookId, notebookId), eq(notebookNotes.id, id)))
    .returning({ id: notebookNotes.id });
  return deleted.length > 0;
}

export async function notesOf(db: Db, notebookId: string, page: { offset: number; limit: number }) {
  const where = eq(notebookNotes.notebookId, notebookId);
  const [records, [total]] = await Promise.all([
    db
      .select(withWriter)
      .from(notebookNotes)
      .leftJoin(users, eq(users.id, notebookNotes.createdBy))
      .where(where)
      .orderBy(...listOrder)
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(notebookNotes)
      .where(where),
  ]);
  return { records, total: total?.count ?? 0 };
}

/** `%`, `_` and `\` in a keyword are literal characters, not patterns. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Notes whose title or content holds the keyword (any case), without their bodies beyond an excerpt. */
export async function searchNotes(db: Db, notebookId: string, keyword: string, limit: number) {
  const pattern = likePattern(keyword);
  return db
    .select({
      id: notebookNotes.id,
      title: notebookNotes.title,
      kind: notebookNotes.kind,
      pinned: notebookNotes.pinned,
      status: notebookNotes.status,
      updatedAt: notebookNotes.updatedAt,
      excerpt: sql<string>`left(${notebookNotes.content}, 200)`,
    })
    .from(notebookNotes)
    .where(
      and(
        eq(notebookNotes.notebookId, notebookId),
        keyword ? or(ilike(notebookNotes.title, pattern), ilike(notebookNotes.content, pattern)) : undefined,
      ),
    )
    .orderBy(...listOrder)
    .limit(limit);
}

/** The one studio note of a kind in a notebook (regenerating rewrites it). */
export async function studioNoteOf(db: Db, notebookId: string, kind: StudioKind): Promise<NotebookNoteRow | null> {
  const [note] = await db
    .select()
    .from(notebookNotes)
    .where(and(eq(notebookNotes.notebookId, notebookId), eq(notebookNotes.kind, kind)))
    .orderBy(desc(notebookNotes.createdAt))
    .limit(1);
  return note ?? null;
}
