import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/tables/users.ts';
import { notebookMembers, notebooks, type NotebookMemberRow, type NotebookRow } from './tables.ts';

export async function insertNotebook(db: Db, row: typeof notebooks.$inferInsert): Promise<NotebookRow> {
  const [notebook] = await db.insert(notebooks).values(row).returning();
  return notebook!;
}

export async function notebookById(db: Db, id: string): Promise<NotebookRow | null> {
  const [notebook] = await db.select().from(notebooks).where(eq(notebooks.id, id)).limit(1);
  return notebook ?? null;
}

export async function updateNotebook(db: Db, id: string, fields: Partial<Pick<NotebookRow, 'name' | 'emoji'>>) {
  const [notebook] = await db
    .update(notebooks)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(notebooks.id, id))
    .returning();
  return notebook ?? null;
}

export async function deleteNotebook(db: Db, id: string): Promise<boolean> {
  return (await db.delete(notebooks).where(eq(notebooks.id, id)).returning({ id: notebooks.id })).length > 0;
}

export async function memberOf(db: Db, notebookId: string, email: string): Promise<NotebookMemberRow | null> {
  const [member] = await db
    .select()
    .from(notebookMembers)
    .where(and(eq(notebookMembers.notebookId, notebookId), eq(notebookMembers.email, email)))
    .limit(1);
  return member ?? null;
}

/** Records an opening, so the lists put it first: on the notebook for its owner, on the membership for others. */
export async function markOpened(db: Db, notebook: NotebookRow, memberEmail: string | null) {
  if (memberEmail === null) {
    await db.update(notebooks).set({ openedAt: new Date() }).where(eq(notebooks.id, notebook.id));
  } else {
    await db
      .update(notebookMembers)
      .set({ openedAt: new Date() })
      .where(and(eq(notebookMembers.notebookId, notebook.id), eq(notebookMembers.email, memberEmail)));
  }
}

const owner = { ownerId: users.id, ownerName: users.nickname };

/** The user's own notebooks, last opened (or made) first. */
export async function ownNotebooks(db: Db, userId: number, page: { offset: number; limit: number }) {
  const where = eq(notebooks.userId, userId);
  const [records, [total]] = await Promise.all([
    db
      .select({ notebook: notebooks, ...owner, openedAt: notebooks.openedAt })
      .from(notebooks)
      .innerJoin(users, eq(users.id, notebooks.userId))
      .where(where)
      .orderBy(desc(sql`coalesce(${notebooks.openedAt}, ${notebooks.createdAt})`), desc(notebooks.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(notebooks)
      .where(where),
  ]);
  return { records, total: total?.count ?? 0 };
}

/** Notebooks shared with an address (not the user's own), last opened (or shared) first. */
export async function sharedNotebooks(db: Db, userId: number, email: string, page: { offset: number; limit: number }) {
  const where = and(eq(notebookMembers.email, email), ne(notebooks.userId, userId));
  const [records, [total]] = await Promise.all([
    db
      .select({ notebook: notebooks, ...owner, openedAt: notebookMembers.openedAt, role: notebookMembers.role })
      .from(notebookMembers)
      .innerJoin(notebooks, eq(notebooks.id, notebookMembers.notebookId))
      .innerJoin(users, eq(users.id, notebooks.userId))
      .where(where)
      .orderBy(desc(sql`coalesce(${notebookMembers.openedAt}, ${notebookMembers.createdAt})`), desc(notebooks.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(notebookMembers)
      .innerJoin(notebooks, eq(notebooks.id, notebookMembers.notebookId))
      .where(where),
  ]);
  return { records, total: total?.count ?? 0 };
}

/** Shares with an address; sharing again changes the role. */
export async function upsertMember(db: Db, notebookId: string, email: string, role: 'viewer' | 'editor') {
  const [member] = await db
    .insert(notebookMembers)
    .values({ notebookId, email, role })
    .onConflictDoUpdate({
      target: [notebookMembers.notebookId, notebookMembers.email],
      set: { role, updatedAt: new Date() },
    })
    .returning();
  return member!;
}

export async function membersOf(db: Db, notebookId: string) {
  return db
    .select({ member: notebookMembers, nickname: users.nickname })
    .from(notebookMembers)
    .leftJoin(users, and(eq(users.email, notebookMembers.email), eq(users.emailVerified, true)))
    .where(eq(notebookMembers.notebookId, notebookId))
    .orderBy(notebookMembers.createdAt);
}

export async function removeMember(db: Db, notebookId: string, email: string): Promise<boolean> {
  const removed = await db
    .delete(notebookMembers)
    .where(and(eq(notebookMembers.notebookId, notebookId), eq(notebookMembers.email, email)))
    .returning({ email: notebookMembers.email });
  return removed.length > 0;
}

export async function ownerName(db: Db, userId: number): Promise<string | null> {
  const [user] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.nickname ?? null;
}
