import type { NotebookRole } from '@inkstone/contract/notebooks';
import { authorize, can, type Action, type Resource } from '../../platform/access/authorize.ts';
import type { Db } from '../../platform/db/client.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import { notFound } from '../../platform/http/errors.ts';
import { memberOf, notebookById } from './store.ts';
import type { NotebookRow } from './tables.ts';

/** An address counts for sharing only once its owner proved it (a verified email). */
export const sharingEmail = (user: Pick<UserRow, 'email' | 'emailVerified'>) =>
  user.email && user.emailVerified ? user.email.toLowerCase() : null;

export type NotebookAccess = { notebook: NotebookRow; role: NotebookRole; memberEmail: string | null };

/**
 * Whether `user` may do `action` on a notebook, through the one policy (DESIGN.md §4a): its
 * owner does anything, an editor reads and writes, a viewer reads. Someone with no access at
 * all is answered as if it did not exist; a member asking for more than their role gets SPEC
 * §6's permission message.
 */
export async function notebookAccess(db: Db, user: UserRow, id: string, action: Action): Promise<NotebookAccess> {
  const notebook = await notebookById(db, id);
  if (!notebook) throw notFound();
  const email = sharingEmail(user);
  const member = notebook.userId !== user.id && email ? await memberOf(db, id, email) : null;
  const resource: Resource = {
    ownerId: notebook.userId,
    shares: member ? [{ userId: user.id, role: member.role }] : [],
  };
  if (!can(user, 'read', resource)) throw notFound();
  authorize(user, action, resource);
  return { notebook, role: member ? member.role : 'owner', memberEmail: member ? member.email : null };
}
