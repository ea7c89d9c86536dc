import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@inkstone/contract/envelope';
import type { ModelId } from '@inkstone/contract/models';
import {
  translationFields,
  type TranslateQuota,
  type TranslateTaskStatus,
  type TranslationTask,
} from '@inkstone/contract/translate';
import type { FileRow } from '../../platform/db/tables/files.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import { authorize, ownedBy } from '../../platform/access/authorize.ts';
import { discardFile } from '../../platform/storage/upload.ts';
import { defaultModel } from '../chat/service.ts';
import { deleteFiles, findFile } from '../files/service.ts';
import { taskAccess } from './access.ts';
import { translateQuota, uploadLimitBytes } from './limits.ts';
import { keepPdf, readStored, signedFiles } from './outputs.ts';
import { presentStatus, presentTask } from './present.ts';
import { pushTask } from './push.ts';
import { settle } from './settle.ts';
import * as store from './store.ts';
import type { TranslateTaskRow } from './tables.ts';
import { translateJob } from './translate-job.ts';
import { countPages, fieldsOf, readTranslateUpload } from './upload.ts';

const newId = () => randomUUID().replaceAll('-', '');

export async function present(caller: Caller, row: TranslateTaskRow): Promise<TranslationTask> {
  return presentTask(row, caller.language, await signedFiles(caller.platform, row));
}

/** The PDF of the call: the uploaded bytes, or an earlier upload of the caller's named by `fileId`. */
async function sourceOf(
  caller: Caller,
  user: UserRow,
  file: { name: string; data: Buffer } | null,
  fileId: string | undefined,
): Promise<{ name: string; data: Buffer; stored: FileRow | null }> {
  if (file) return { ...file, stored: null };
  if (!fileId) throw invalid('translate.fileRequired');
  const stored = await findFile(caller.platform.db, fileId);
  if (!stored) throw new AppError(ResultCode.notFound, 'translate.fileNotFound');
  authorize(user, 'read', ownedBy(stored.userId));
  if (stored.purpose !== 'translate') throw invalid('translate.wrongPurpose');
  const data = await readStored(caller.platform, stored);
  if (!data) throw new AppError(ResultCode.notFound, 'translate.fileNotFound');
  return { name: stored.name, data, stored };
}

/** The model a task asks: the owner's default chat model when it is usable, else the server's; null offline. */
async function modelFor(caller: Caller, userId: number): Promise<string | null> {
  const { ai, config } = caller.platform;
  if (ai.demoMode) return null;
  const own = (await defaultModel(caller, userId)) as ModelId;
  return ai.isEnabled(own) ? own : ai.defaultModel(config.EDITION);
}

/**
 * POST translation: checks everything before anything is kept or charged — the fields (SPEC §5:
 * end above start, two different languages), the PDF by its content through the engine, the
 * range inside the document, the per-file limit, then takes the pages from today's allowance in
 * one statement. Only then is the source kept and the job queued.
 */
export async function createTranslation(
  caller: Caller,
  user: UserRow,
  request: FastifyRequest,
): Promise<TranslationTask> {
  const { platform } = caller;
  const upload = await readTranslateUpload(request, uploadLimitBytes(platform.config));
  const fields = fieldsOf(translationFields, upload.fields);
  const source = await sourceOf(caller, user, upload.file, fields.fileId);
  const pageCount = await countPages(source.data);
  if (fields.endPage > pageCount) throw invalid('translate.rangeOutside', { pages: pageCount });
  const pages = fields.endPage - fields.startPage + 1;
  const quota = await translateQuota(platform, user.id);
  if (pages > quota.perFile) {
    throw new AppError(ResultCode.quotaExceeded, 'translate.perFileLimit', { limit: quota.perFile });
  }
  if (!(await store.takePages(platform.db, user.id, quota.day, pages, quota.perDay))) {
    const left = Math.max(0, quota.perDay - (await store.pagesUsed(platform.db, user.id, quota.day)));
    throw new AppError(ResultCode.quotaExceeded, 'translate.perDayLimit', { left, limit: quota.perDay });
  }
  let kept: FileRow | null = null;
  try {
    kept = source.stored ?? (await keepPdf(platform, user.id, source.name, source.data));
    const model = await modelFor(caller, user.id);
    const now = platform.clock.now();
    const row = await store.insertTask(platform.db, {
      id: newId(),
      userId: user.id,
      fileName: kept.name,
      sourceFileId: kept.id,
      pageCount,
      startPage: fields.startPage,
      endPage: fields.endPage,
      sourceLang: fields.sourceLang,
      targetLang: fields.targetLang,
      outputKind: fields.outputKind,
      dualLayout: fields.dualLayout,
      status: 'queued',
      total: pages,
      model,
      offline: model === null,
      chargedPages: pages,
      chargedDay: quota.day,
      createdAt: now,
      updatedAt: now,
    });
    await translateJob.enqueue(platform.queue, { taskId: row.id }, { userId: user.id });
    await pushTask(platform, row);
    return await present(caller, row);
  } catch (error) {
    // Nothing charged for a task that was not made: the pages go back, a new copy of the file goes.
    await store.givePagesBack(platform.db, user.id, quota.day, pages);
    if (kept && !source.stored) await discardFile(platform, kept).catch(() => {});
    throw error;
  }
}

export async function taskStatus(caller: Caller, user: UserRow, taskId: string): Promise<TranslateTaskStatus> {
  return presentStatus(await taskAccess(caller.platform.db, user, taskId, 'read'), caller.language);
}

export async function getTask(caller: Caller, user: UserRow, taskId: string): Promise<TranslationTask> {
  return present(caller, await taskAccess(caller.platform.db, user, taskId, 'read'));
}

export async function taskPage(caller: Caller, user: UserRow, query: { current: number; size: number }) {
  const { rows, total } = await store.taskPage(caller.platform.db, user.id, {
    offset: (query.current - 1) * query.size,
    limit: query.size,
  });
  return {
    records: await Promise.all(rows.map((row) => present(caller, row))),
    total,
    current: query.current,
    size: query.size,
    pages: Math.ceil(total / query.size),
  };
}

/**
 * Stops a queued or running task. The job sees it at its next page, keeps the pages done as
 * partial outputs and gives the rest back; a task with no page done is settled here at once.
 */
export async function cancelTask(caller: Caller, user: UserRow, taskId: string): Promise<TranslationTask> {
  const { platform } = caller;
  const row = await taskAccess(platform.db, user, taskId, 'write');
  if (row.status !== 'queued' && row.status !== 'running') return present(caller, row);
  const fields = { status: 'cancelled' as const, errorKey: 'translate.cancelled', errorParams: null };
  let saved = await store.updateRunning(platform.db, row.id, fields, platform.clock.now());
  if (saved && saved.done === 0) saved = (await settle(platform, saved)) ?? saved;
  const current = saved ?? (await store.taskById(platform.db, row.id)) ?? row;
  await pushTask(platform, current);
  return present(caller, current);
}

/** Deletes the task and its files (a running one stops at its next save); undelivered pages go back. */
export async function deleteTask(caller: Caller, user: UserRow, taskId: string): Promise<Record<string, never>> {
  const { platform } = caller;
  const row = await taskAccess(platform.db, user, taskId, 'delete');
  await settle(platform, row);
  await store.deleteTask(platform.db, row.id);
  // The source may be an upload another task of the owner's also translates: it stays for that one.
  const sharedSource = row.sourceFileId ? await store.otherTaskUses(platform.db, row.sourceFileId, row.id) : false;
  const ids = [sharedSource ? null : row.sourceFileId, row.monoFileId, row.dualFileId];
  await deleteFiles(
    platform,
    user.id,
    ids.filter((id): id is string => id !== null),
    ['translate'],
  );
  return {};
}

export async function quota(caller: Caller, user: UserRow): Promise<TranslateQuota> {
  const { perFile, perDay, usedToday, vip } = await translateQuota(caller.platform, user.id);
  return { perFile, perDay, usedToday, vip };
}
