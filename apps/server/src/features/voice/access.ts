import { ResultCode } from '@inkstone/contract/envelope';
import { authorize, ownedBy, type Action } from '../../platform/access/authorize.ts';
import type { Db } from '../../platform/db/client.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import { AppError } from '../../platform/http/errors.ts';
import { recordingById } from './store.ts';
import type { VoiceRecordingRow } from './tables.ts';

/**
 * Recordings are their owner's alone, through the one policy (DESIGN.md §4a): another user's id
 * gets SPEC §6's permission message before anything is read or changed, an unknown one 404.
 */
export async function recordingAccess(db: Db, user: UserRow, id: string, action: Action): Promise<VoiceRecordingRow> {
  const recording = await recordingById(db, id);
  if (!recording) throw new AppError(ResultCode.notFound, 'errors.notFound');
  authorize(user, action, ownedBy(recording.userId));
  return recording;
}
