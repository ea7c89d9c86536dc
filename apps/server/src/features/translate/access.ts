import { ResultCode } from '@inkstone/contract/envelope';
import { authorize, ownedBy, type Action } from '../../platform/access/authorize.ts';
import type { Db } from '../../platform/db/client.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import { AppError } from '../../platform/http/errors.ts';
import { taskById } from './store.ts';
import type { TranslateTaskRow } from './tables.ts';

/**
 * Tasks are their owner's alone, through the one policy (DESIGN.md §4a): another user's task
 * gets SPEC §6's permission message before anything is read or changed, an unknown one 404.
 */
export async function taskAccess(db: Db, user: UserRow, id: string, action: Action): Promise<TranslateTaskRow> {
  const task = await taskById(db, id);
  if (!task) throw new AppError(ResultCode.notFound, 'translate.notFound');
  authorize(user, action, ownedBy(task.userId));
  return task;
}
