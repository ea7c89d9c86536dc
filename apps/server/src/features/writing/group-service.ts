import type { WritingGroup } from '@inkstone/contract/writing';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { groupAccess } from './access.ts';
import * as groups from './group-store.ts';
import { presentGroup } from './present.ts';
import { newId, type WritingPlatform } from './service.ts';
import { countsByGroup } from './store.ts';

type Caller = CallerWith<WritingPlatform>;

export async function createGroup(caller: Caller, user: UserRow, body: { name: string }): Promise<WritingGroup> {
  const now = caller.platform.clock.now();
  const group = await groups.insertGroup(caller.platform.db, {
    id: newId(),
    userId: user.id,
    name: body.name,
    createdAt: now,
    updatedAt: now,
  });
  return presentGroup(group, 0);
}

export async function renameGroup(
  caller: Caller,
  user: UserRow,
  body: { id: string; name: string },
): Promise<WritingGroup> {
  const { db, clock } = caller.platform;
  const group = await groupAccess(db, user, body.id, 'write');
  const renamed = (await groups.renameGroup(db, group.id, body.name, clock.now())) ?? group;
  return presentGroup(renamed, (await countsByGroup(db, user.id)).get(group.id) ?? 0);
}

/** Its documents move to "no group" (the foreign key sets it), in the trash too; none is deleted. */
export async function deleteGroup(caller: Caller, user: UserRow, id: string): Promise<boolean> {
  const group = await groupAccess(caller.platform.db, user, id, 'delete');
  return groups.deleteGroup(caller.platform.db, group.id);
}

export async function groupPage(caller: Caller, user: UserRow, body: { current: number; size: number }) {
  const { db } = caller.platform;
  const [found, counts] = await Promise.all([
    groups.groupPage(db, user.id, { offset: (body.current - 1) * body.size, limit: body.size }),
    countsByGroup(db, user.id),
  ]);
  return {
    records: found.records.map((group) => presentGroup(group, counts.get(group.id) ?? 0)),
    total: found.total,
    current: body.current,
    size: body.size,
    pages: Math.max(1, Math.ceil(found.total / body.size)),
  };
}
