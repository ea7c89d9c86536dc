import { randomUUID } from 'node:crypto';
import type { Container } from '@inkstone/contract/knowledge';
import type { NewSource, SourceDetail, SourceView } from '@inkstone/contract/knowledge-api';
import { formatMessage } from '@inkstone/contract/messages';
import type { Member, Notebook } from '@inkstone/contract/notebooks';
import { ResultCode } from '@inkstone/contract/envelope';
import { userById } from '../../platform/auth/users.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import {
  addSourceIn,
  deleteSourceIn,
  deleteSourcesOf,
  listSourcesIn,
  relearnSource,
  sourceCounts,
  sourceDetailIn,
  type Scope,
} from '../knowledge/service.ts';
import { notebookAccess, sharingEmail } from './access.ts';
import { presentMember, presentNotebook } from './present.ts';
import * as store from './store.ts';
import type { NotebookRow } from './tables.ts';

type NotebookPlatform = Pick<Platform, 'db' | 'config' | 'queue' | 'realtime' | 'vectorSearch' | 'ai' | 'mailer'>;
type Caller = CallerWith<NotebookPlatform>;

const container = (id: string): Container => ({ kind: 'notebook', id });
/** A notebook's sources are its owner's, whoever adds them. */
export const scopeOf = (notebook: NotebookRow): Scope => ({
  userId: notebook.userId,
  container: container(notebook.id),
});

async function countOf(caller: Caller, notebook: NotebookRow) {
  return (await sourceCounts(caller.platform, [notebook.userId], 'notebook', [notebook.id])).get(notebook.id) ?? 0;
}

export async function createNotebook(caller: Caller, user: UserRow, body: { name: string; emoji?: string }) {
  const notebook = await store.insertNotebook(caller.platform.db, {
    id: randomUUID().replaceAll('-', ''),
    userId: user.id,
    name: body.name,
    emoji: body.emoji || null,
    openedAt: new Date(),
  });
  return presentNotebook(notebook, {
    role: 'owner',
    ownerName: user.nickname,
    sourceCount: 0,
    openedAt: notebook.openedAt,
  });
}

export async function updateNotebook(
  caller: Caller,
  user: UserRow,
  body: { id: string; name?: string; emoji?: string | null },
): Promise<Notebook> {
  const { role, memberEmail } = await notebookAccess(caller.platform.db, user, body.id, 'write');
  const updated = await store.updateNotebook(caller.platform.db, body.id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.emoji !== undefined ? { emoji: body.emoji || null } : {}),
  });
  return view(caller, updated!, role, memberEmail);
}

/** Deletes a notebook with its sources (their passages go with them); its chats go in routes.ts. */
export async function deleteNotebook(caller: Caller, user: UserRow, id: string): Promise<boolean> {
  const { notebook } = await notebookAccess(caller.platform.db, user, id, 'delete');
  await deleteSourcesOf(caller.platform, scopeOf(notebook));
  return store.deleteNotebook(caller.platform.db, id);
}

/** Opening a notebook puts it first in the opener's list. */
export async function openNotebook(caller: Caller, user: UserRow, id: string): Promise<Notebook> {
  const { notebook, role, memberEmail } = await notebookAccess(caller.platform.db, user, id, 'read');
  await store.markOpened(caller.platform.db, notebook, memberEmail);
  return view(caller, notebook, role, memberEmail, new Date());
}

async function view(
  caller: Caller,
  notebook: NotebookRow,
  role: Notebook['role'],
  memberEmail: string | null,
  openedAt?: Date,
) {
  const member = memberEmail ? await store.memberOf(caller.platform.db, notebook.id, memberEmail) : null;
  const ownerName = (await store.ownerName(caller.platform.db, notebook.userId)) ?? '';
  return presentNotebook(notebook, {
    role,
    ownerName,
    sourceCount: await countOf(caller, notebook),
    openedAt: openedAt ?? (member ? member.openedAt : notebook.openedAt),
  });
}

export async function notebookPage(
  caller: Caller,
  user: UserRow,
  body: { scope: 'mine' | 'shared'; current: number; size: number },
) {
  const { db } = caller.platform;
  const page = { offset: (body.current - 1) * body.size, limit: body.size };
  const email = sharingEmail(user);
  type Shared = Awaited<ReturnType<typeof store.sharedNotebooks>>;
  type Found = { total: number; records: (Omit<Shared['records'][number], 'role'> & { role: Notebook['role'] })[] };
  const own = async (): Promise<Found> => {
    const mine = await store.ownNotebooks(db, user.id, page);
    return { ...mine, records: mine.records.map((record) => ({ ...record, role: 'owner' })) };
  };
  const found: Found =
    body.scope === 'mine'
      ? await own()
      : email
        ? await store.sharedNotebooks(db, user.id, email, page)
        : { records: [], total: 0 };
  const counts = await sourceCounts(
    caller.platform,
    [...new Set(found.records.map((record) => record.ownerId))],
    'notebook',
    found.records.map((record) => record.notebook.id),
  );
  return {
    records: found.records.map((record) =>
      presentNotebook(record.notebook, {
        role: record.role,
        ownerName: record.ownerName,
        sourceCount: counts.get(record.notebook.id) ?? 0,
        openedAt: record.openedAt,
      }),
    ),
    total: found.total,
    current: body.current,
    size: body.size,
    pages: Math.max(1, Math.ceil(found.total / body.size)),
  };
}

export async function addNotebookSource(
  caller: Caller,
  user: UserRow,
  body: { notebookId: string; source: NewSource },
): Promise<SourceView> {
  const { notebook } = await notebookAccess(caller.platform.db, user, body.notebookId, 'write');
  return addSourceIn(caller, scopeOf(notebook), user.id, body.source);
}

export async function notebookSources(caller: Caller, user: UserRow, notebookId: string): Promise<SourceView[]> {
  const { notebook } = await notebookAccess(caller.platform.db, user, notebookId, 'read');
  return listSourcesIn(caller, scopeOf(notebook));
}

export async function notebookSource(
  caller: Caller,
  user: UserRow,
  body: { notebookId: string; id: string },
): Promise<SourceDetail> {
  const { notebook } = await notebookAccess(caller.platform.db, user, body.notebookId, 'read');
  return sourceDetailIn(caller, scopeOf(notebook), body.id);
}

export async function deleteNotebookSource(caller: Caller, user: UserRow, body: { notebookId: string; id: string }) {
  const { notebook } = await notebookAccess(caller.platform.db, user, body.notebookId, 'write');
  return deleteSourceIn(caller, scopeOf(notebook), body.id);
}

/**
 * Learns a notebook's source again (retry, for a failed one): anyone who may write the notebook,
 * its editors too. Sources are the owner's, so it is done as the owner, for a source of this
 * notebook only.
 */
export async function relearnNotebookSource(
  caller: Caller,
  user: UserRow,
  body: { notebookId: string; id: string },
): Promise<SourceView> {
  const { notebook } = await notebookAccess(caller.platform.db, user, body.notebookId, 'write');
  const sources = await listSourcesIn(caller, scopeOf(notebook));
  const owner = await userById(caller.platform.db, notebook.userId);
  if (!owner || !sources.some((source) => source.id === body.id))
    throw new AppError(ResultCode.notFound, 'knowledge.notFound');
  return relearnSource(caller, owner, body.id);
}

/**
 * The knowledge a notebook chat reads, for a user who may read the notebook: its owner's
 * sources of that notebook. Anyone else is answered as if the notebook did not exist.
 */
export async function notebookKnowledge(
  platform: Pick<Platform, 'db'>,
  user: UserRow,
  notebookId: string,
): Promise<Scope> {
  const { notebook } = await notebookAccess(platform.db, user, notebookId, 'read');
  return scopeOf(notebook);
}

/** Shares a notebook with an address and tells it by email, with a link that opens the notebook. */
export async function inviteMember(
  caller: Caller,
  user: UserRow,
  body: { notebookId: string; email: string; role: 'viewer' | 'editor' },
  publicUrl: string,
): Promise<Member> {
  const { notebook } = await notebookAccess(caller.platform.db, user, body.notebookId, 'share');
  const email = body.email.toLowerCase();
  if (email === user.email?.toLowerCase()) throw invalid('notebook.selfInvite');
  const member = await store.upsertMember(caller.platform.db, notebook.id, email, body.role);
  const link = `${publicUrl.replace(/\/$/, '')}/notebook/${notebook.id}`;
  const params = { owner: user.nickname || user.email || '', name: notebook.name, link, role: body.role };
  await caller.platform.mailer.send({
    to: email,
    subject: formatMessage(caller.language, 'notebook.inviteSubject', params),
    text: formatMessage(caller.language, 'notebook.inviteText', params),
  });
  return presentMember(member, null);
}

export async function members(caller: Caller, user: UserRow, notebookId: string): Promise<Member[]> {
  await notebookAccess(caller.platform.db, user, notebookId, 'share');
  const rows = await store.membersOf(caller.platform.db, notebookId);
  return rows.map((row) => presentMember(row.member, row.nickname));
}

export async function revokeMember(caller: Caller, user: UserRow, body: { notebookId: string; email: string }) {
  await notebookAccess(caller.platform.db, user, body.notebookId, 'share');
  return store.removeMember(caller.platform.db, body.notebookId, body.email.toLowerCase());
}
