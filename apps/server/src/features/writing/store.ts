import { and, desc, eq, getTableColumns, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { WritingLimits } from '@inkstone/contract/writing';
import type { Db } from '../../platform/db/client.ts';
import { writingDocuments, type WritingDocumentRow } from './tables.ts';

/** A document's own SQL. Trash rules (what counts as purged) are the service's. */
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export async function insertDocument(db: Executor, row: typeof writingDocuments.$inferInsert) {
  const [document] = await db.insert(writingDocuments).values(row).returning();
  return document!;
}

export async function documentById(db: Executor, id: string): Promise<WritingDocumentRow | null> {
  const [document] = await db.select().from(writingDocuments).where(eq(writingDocuments.id, id)).limit(1);
  return document ?? null;
}

type Editable = Partial<Pick<WritingDocumentRow, 'title' | 'content' | 'wordCount' | 'groupId' | 'trashedAt'>>;

/**
 * Changes a document; with `revision`, only while it is still at that revision (the save's
 * optimistic check, made in the same statement so two saves cannot both pass it). A change of
 * title or content moves the revision on. Null when nothing matched.
 */
export async function updateDocument(
  db: Executor,
  id: string,
  fields: Editable,
  at: Date,
  revision?: number,
): Promise<WritingDocumentRow | null> {
  const rewrites = fields.title !== undefined || fields.content !== undefined;
  const [document] = await db
    .update(writingDocuments)
    .set({
      ...fields,
      updatedAt: at,
      ...(rewrites ? { revision: sql`${writingDocuments.revision} + 1` } : {}),
    })
    .where(
      and(eq(writingDocuments.id, id), revision === undefined ? undefined : eq(writingDocuments.revision, revision)),
    )
    .returning();
  return document ?? null;
}

/** `%`, `_` and `\` in a search value are literal characters, not patterns. */
const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export type DocumentFilter = {
  userId: number;
  searchValue: string;
  /** undefined: every group; null: no group. */
  groupId?: string | null;
  trashed: boolean;
  /** Trashed before this are purged (whether or not the purge job has run yet). */
  purgedBefore: Date;
};

/** A page of documents, without their content: an excerpt of it instead. */
export async function documentPage(db: Db, filter: DocumentFilter, page: { offset: number; limit: number }) {
  const conditions: (SQL | undefined)[] = [
    eq(writingDocuments.userId, filter.userId),
    filter.trashed
      ? and(isNotNull(writingDocuments.trashedAt), gte(writingDocuments.trashedAt, filter.purgedBefore))
      : isNull(writingDocuments.trashedAt),
  ];
  if (filter.groupId !== undefined) {
    conditions.push(
      filter.groupId === null ? isNull(writingDocuments.groupId) : eq(writingDocuments.groupId, filter.groupId),
    );
  }
  if (filter.searchValue) {
    const pattern = likePattern(filter.searchValue);
    conditions.push(or(ilike(writingDocuments.title, pattern), ilike(writingDocuments.content, pattern)));
  }
  const where = and(...conditions);
  const { content: _content, ...columns } = getTableColumns(writingDocuments);
  const order = filter.trashed
    ? [desc(writingDocuments.trashedAt), desc(writingDocuments.id)]
    : [desc(writingDocuments.updatedAt), desc(writingDocuments.id)];
  const [records, [total]] = await Promise.all([
    db
      .select({
        ...columns,
        excerpt: sql<string>`left(${writingDocuments.content}, ${WritingLimits.excerptLength * 2})`,
      })
      .from(writingDocuments)
      .where(where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(writingDocuments)
      .where(where),
  ]);
  return { records, total: total?.count ?? 0 };
}

/** Deletes the documents trashed before `before` (their versions go with them); answers how many. */
export async function purgeTrashed(db: Db, before: Date): Promise<number> {
  const purged = await db
    .delete(writingDocuments)
    .where(and(isNotNull(writingDocuments.trashedAt), lt(writingDocuments.trashedAt, before)))
    .returning({ id: writingDocuments.id });
  return purged.length;
}

/** Documents outside the trash per group, for a page of groups (one query for the page). */
export async function countsByGroup(db: Db, userId: number) {
  const rows = await db
    .select({ groupId: writingDocuments.groupId, count: sql<number>`count(*)::int` })
    .from(writingDocuments)
    .where(
      and(eq(writingDocuments.userId, userId), isNull(writingDocuments.trashedAt), isNotNull(writingDocuments.groupId)),
    )
    .groupBy(writingDocuments.groupId);
  return new Map(rows.map((row) => [row.groupId!, row.count]));
}

/** When the document was last published to the web (null: not published). Not an edit: updatedAt stays. */
export async function setPublishedAt(db: Executor, id: string, at: Date | null): Promise<void> {
  await db.update(writingDocuments).set({ publishedAt: at }).where(eq(writingDocuments.id, id));
}
