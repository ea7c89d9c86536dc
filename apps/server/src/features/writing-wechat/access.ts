import { ResultCode } from '@inkstone/contract/envelope';
import { authorize, ownedBy } from '../../platform/access/authorize.ts';
import type { Db } from '../../platform/db/client.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import { AppError } from '../../platform/http/errors.ts';
import { documentOwner } from './store.ts';

/**
 * The writing documents' rule (the owner alone; another user's id: SPEC §6's permission
 * message; an unknown one: writing's not-found), checked on the owner column only, so following a
 * publication every few seconds never loads the article itself.
 */
export async function ownDocument(db: Db, user: UserRow, id: string): Promise<{ trashedAt: Date | null }> {
  const document = await documentOwner(db, id);
  if (!document) throw new AppError(ResultCode.notFound, 'writing.docNotFound');
  authorize(user, 'read', ownedBy(document.userId));
  return document;
}
