import { ResultCode } from '@inkstone/contract/envelope';
import { authorize, ownedBy, type Action } from '../../platform/access/authorize.ts';
import type { Db } from '../../platform/db/client.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import { AppError } from '../../platform/http/errors.ts';
import { groupById } from './group-store.ts';
import { documentById } from './store.ts';
import type { WritingDocumentRow, WritingGroupRow } from './tables.ts';
import { isPurged } from './trash.ts';

/**
 * Documents and groups are their owner's alone, through the one policy (DESIGN.md §4a): another
 * user's id gets SPEC §6's permission message, an unknown one 404. A document past its 30 days
 * in the trash is gone, even before the purge job deletes it.
 */
export async function documentAccess(
  db: Db,
  user: UserRow,
  id: string,
  action: Action,
  now: Date,
): Promise<WritingDocumentRow> {
  const document = await documentById(db, id);
  if (!document || isPurged(document, now)) throw new AppError(ResultCode.notFound, 'writing.docNotFound');
  authorize(user, action, ownedBy(document.userId));
  return document;
}

export async function groupAccess(db: Db, user: UserRow, id: string, action: Action): Promise<WritingGroupRow> {
  const group = await groupById(db, id);
  if (!group) throw new AppError(ResultCode.notFound, 'writing.groupNotFound');
  authorize(user, action, ownedBy(group.userId));
  return group;
}

/** Changing a document in the trash is refused until it is restored. */
export function outsideTrash(document: WritingDocumentRow): WritingDocumentRow {
  if (document.trashedAt) throw new AppError(ResultCode.conflict, 'writing.inTrash');
  return document;
}
