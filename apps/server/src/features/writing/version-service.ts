import { ResultCode } from '@inkstone/contract/envelope';
import type { WritingDoc, WritingVersion, WritingVersionInfo } from '@inkstone/contract/writing';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import { documentAccess, outsideTrash } from './access.ts';
import { keepVersion } from './keep-version.ts';
import { presentDocument, presentVersion, presentVersionInfo } from './present.ts';
import type { WritingPlatform } from './service.ts';
import * as store from './store.ts';
import { versionOf, versionsOf } from './version-store.ts';

type Caller = CallerWith<WritingPlatform>;

const versionMissing = () => new AppError(ResultCode.notFound, 'writing.versionNotFound');

/** Version ids are their sequence numbers; anything else names no version. */
async function findVersion(caller: Caller, documentId: string, versionId: string) {
  if (!/^\d{1,15}$/.test(versionId)) throw versionMissing();
  const version = await versionOf(caller.platform.db, documentId, Number(versionId));
  if (!version) throw versionMissing();
  return version;
}

export async function listVersions(caller: Caller, user: UserRow, id: string): Promise<WritingVersionInfo[]> {
  const { db, clock } = caller.platform;
  const document = await documentAccess(db, user, id, 'read', clock.now());
  return (await versionsOf(db, document.id)).map(presentVersionInfo);
}

export async function readVersion(
  caller: Caller,
  user: UserRow,
  body: { id: string; versionId: string },
): Promise<WritingVersion> {
  const { db, clock } = caller.platform;
  const document = await documentAccess(db, user, body.id, 'read', clock.now());
  return presentVersion(await findVersion(caller, document.id, body.versionId));
}

/**
 * Puts a version's title and content back. The text it replaces is kept first (reason
 * `restore`), so restoring is itself undone from the history; the revision moves on, so an editor
 * open elsewhere is refused at its next save instead of writing the old text over it.
 */
export async function restoreVersion(
  caller: Caller,
  user: UserRow,
  body: { id: string; versionId: string },
): Promise<WritingDoc> {
  const { db, clock } = caller.platform;
  const now = clock.now();
  const document = outsideTrash(await documentAccess(db, user, body.id, 'write', now));
  const version = await findVersion(caller, document.id, body.versionId);
  return db.transaction(async (tx) => {
    await keepVersion(tx, document, 'restore', document.updatedAt, now);
    const fields = { title: version.title, content: version.content, wordCount: version.wordCount };
    const restored = await store.updateDocument(tx, document.id, fields, now, document.revision);
    if (!restored) throw new AppError(ResultCode.conflict, 'writing.conflict');
    return presentDocument(restored);
  });
}
