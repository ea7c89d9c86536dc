import { randomUUID } from 'node:crypto';
import { ResultCode } from '@inkstone/contract/envelope';
import { formatMessage } from '@inkstone/contract/messages';
import { countWords } from '@inkstone/contract/word-count';
import type { WritingDoc, WritingDocInfo, WritingDocSave } from '@inkstone/contract/writing';
import { WritingLimits } from '@inkstone/contract/writing';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { documentAccess, groupAccess, outsideTrash } from './access.ts';
import { keepVersion } from './keep-version.ts';
import { presentDocument, presentInfo, presentListItem } from './present.ts';
import * as store from './store.ts';
import type { WritingDocumentRow } from './tables.ts';
import { purgedBefore } from './trash.ts';

export type WritingPlatform = Pick<Platform, 'db' | 'clock'>;
type Caller = CallerWith<WritingPlatform>;

export const newId = () => randomUUID().replaceAll('-', '');

export async function createDocument(
  caller: Caller,
  user: UserRow,
  body: { title: string; content: string; groupId: string | null },
): Promise<WritingDoc> {
  const { db, clock } = caller.platform;
  if (body.groupId) await groupAccess(db, user, body.groupId, 'write');
  const now = clock.now();
  const document = await store.insertDocument(db, {
    id: newId(),
    userId: user.id,
    groupId: body.groupId,
    title: body.title,
    content: body.content,
    wordCount: countWords(body.content),
    createdAt: now,
    updatedAt: now,
  });
  return presentDocument(document);
}

/** The save was made from an older revision: refused, with the document as it is now. */
const conflict = (current: WritingDocumentRow) =>
  new AppError(ResultCode.conflict, 'writing.conflict', {}, { data: presentDocument(current) });

/**
 * Rename, move and the autosave. One read and one conditional write, plus a version at most
 * every 10 minutes of editing (keep-version.ts): the text being replaced, so the history holds
 * each editing session's starting point; Cmd/Ctrl+S also keeps the text it saves.
 */
export async function updateDocument(
  caller: Caller,
  user: UserRow,
  body: { id: string; revision?: number; title?: string; content?: string; groupId?: string | null; snapshot: boolean },
): Promise<WritingDocSave> {
  const { db, clock } = caller.platform;
  const now = clock.now();
  const document = outsideTrash(await documentAccess(db, user, body.id, 'write', now));
  if (body.groupId) await groupAccess(db, user, body.groupId, 'write');
  if (body.revision !== undefined && body.revision !== document.revision) throw conflict(document);
  const contentChanged = body.content !== undefined && body.content !== document.content;
  const fields = {
    ...(body.title !== undefined && body.title !== document.title ? { title: body.title } : {}),
    ...(contentChanged ? { content: body.content, wordCount: countWords(body.content!) } : {}),
    ...(body.groupId !== undefined && body.groupId !== document.groupId ? { groupId: body.groupId } : {}),
  };
  if (Object.keys(fields).length === 0 && !body.snapshot) return { ...presentInfo(document), versionsKept: 0 };
  return db.transaction(async (tx) => {
    let kept = 0;
    if (contentChanged && (await keepVersion(tx, document, 'auto', document.updatedAt, now))) kept++;
    const saved =
      Object.keys(fields).length > 0
        ? await store.updateDocument(tx, document.id, fields, now, body.revision)
        : document;
    // Another save got in between the read and this write.
    if (!saved) throw conflict((await store.documentById(tx, document.id)) ?? document);
    if (body.snapshot && (await keepVersion(tx, saved, 'manual', saved.updatedAt, now))) kept++;
    return { ...presentInfo(saved), versionsKept: kept };
  });
}

export async function getDocument(caller: CallerWith<WritingPlatform>, user: UserRow, id: string): Promise<WritingDoc> {
  const { db, clock } = caller.platform;
  return presentDocument(await documentAccess(db, user, id, 'read', clock.now()));
}

/** A copy in the same group, titled "… (copy)" in the caller's language; versions are not copied. */
export async function copyDocument(caller: Caller, user: UserRow, id: string): Promise<WritingDoc> {
  const { db, clock } = caller.platform;
  const now = clock.now();
  const source = outsideTrash(await documentAccess(db, user, id, 'read', now));
  const title = formatMessage(caller.language, 'writing.copyTitle', { title: source.title });
  const copy = await store.insertDocument(db, {
    id: newId(),
    userId: user.id,
    groupId: source.groupId,
    title: title.length > WritingLimits.titleMax ? source.title : title,
    content: source.content,
    wordCount: source.wordCount,
    createdAt: now,
    updatedAt: now,
  });
  return presentDocument(copy);
}

/** To the trash; it stays restorable for 30 days. Its updatedAt is kept (the list's order). */
export async function trashDocument(caller: Caller, user: UserRow, id: string): Promise<WritingDocInfo> {
  const { db, clock } = caller.platform;
  const now = clock.now();
  const document = await documentAccess(db, user, id, 'delete', now);
  if (document.trashedAt) return presentInfo(document);
  const trashed = await store.updateDocument(db, id, { trashedAt: now }, document.updatedAt);
  return presentInfo(trashed ?? document);
}

export async function restoreDocument(caller: Caller, user: UserRow, id: string): Promise<WritingDocInfo> {
  const { db, clock } = caller.platform;
  const document = await documentAccess(db, user, id, 'write', clock.now());
  if (!document.trashedAt) throw new AppError(ResultCode.conflict, 'writing.notInTrash');
  const restored = await store.updateDocument(db, id, { trashedAt: null }, document.updatedAt);
  return presentInfo(restored ?? document);
}

export async function documentPage(
  caller: Caller,
  user: UserRow,
  body: { searchValue: string; groupId?: string | null; trashed: boolean; current: number; size: number },
) {
  const { db, clock } = caller.platform;
  if (body.groupId) await groupAccess(db, user, body.groupId, 'read');
  const found = await store.documentPage(
    db,
    {
      userId: user.id,
      searchValue: body.searchValue,
      groupId: body.groupId,
      trashed: body.trashed,
      purgedBefore: purgedBefore(clock.now()),
    },
    { offset: (body.current - 1) * body.size, limit: body.size },
  );
  return {
    records: found.records.map(presentListItem),
    total: found.total,
    current: body.current,
    size: body.size,
    pages: Math.max(1, Math.ceil(found.total / body.size)),
  };
}

/** For writing-publish: the document's `publishedAt` follows its public page (null once taken down). */
export async function markPublished(caller: Caller, id: string, at: Date | null): Promise<void> {
  await store.setPublishedAt(caller.platform.db, id, at);
}

/** For writing-publish: a public page shows only while its document exists outside the trash. */
export async function standsOutsideTrash(caller: Caller, id: string): Promise<boolean> {
  const document = await store.documentById(caller.platform.db, id);
  return document !== null && document.trashedAt === null;
}
