import { formatMessage } from '@inkstone/contract/messages';
import type { Note, StudioKind } from '@inkstone/contract/notebook-notes';
import { PREMIUM_MODELS } from '../../ai/catalogue.ts';
import type { Db } from '../../platform/db/client.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { invalid } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { chargeForQuestion, refundCharge } from '../billing/service.ts';
import { listSourcesIn } from '../knowledge/service.ts';
import { notebookAccess } from './access.ts';
import { newId } from './note-service.ts';
import { presentNote } from './note-present.ts';
import * as store from './note-store.ts';
import { scopeOf } from './service.ts';
import { pushOf, studioJob } from './studio-job.ts';

type StudioPlatform = Pick<Platform, 'db' | 'config' | 'clock' | 'queue' | 'realtime' | 'vectorSearch' | 'ai'>;
type Caller = CallerWith<StudioPlatform>;

/**
 * Asks for a studio note (SPEC "studio notes"): a write, so the owner and editors only. There is
 * one note per kind in a notebook: asking again rewrites it (its id, pin and place stay), and
 * asking while it is still generating answers it as it is. The sources are fixed when asked
 * (those given that are learned, or every learned one), so the job writes from what was chosen.
 */
export async function generateStudio(
  caller: Caller,
  user: UserRow,
  body: { notebookId: string; kind: StudioKind; sourceIds?: string[] },
): Promise<Note> {
  const { db, queue } = caller.platform;
  const { notebook } = await notebookAccess(db, user, body.notebookId, 'write');
  // Oldest first: the order they were added in, which the outputs follow.
  const listed = (await listSourcesIn(caller, scopeOf(notebook))).reverse();
  const learned = listed.filter((source) => source.state === 'learned');
  const wanted = body.sourceIds ? new Set(body.sourceIds) : null;
  const sourceIds = learned.filter((source) => !wanted || wanted.has(source.id)).map((source) => source.id);
  if (!sourceIds.length) throw invalid('notebook.studioNoSources');

  const existing = await store.studioNoteOf(db, notebook.id, body.kind);
  if (existing?.status === 'generating') {
    const record = await store.noteIn(db, notebook.id, existing.id);
    if (record) return presentNote(record, caller.language);
  }
  const run = newId();
  const asked = {
    status: 'generating' as const,
    progress: 0,
    failureReason: null,
    studioSourceIds: sourceIds,
    studioLanguage: caller.language,
    studioRun: run,
    createdBy: user.id,
  };
  // With a model the note costs one question of the asker's allowance, charged with the write
  // so that a refusal writes nothing; the job gives it back if the note ends up failed.
  const model = caller.platform.ai.demoMode ? null : caller.platform.ai.defaultModel(caller.platform.config.EDITION);
  const { note, charge } = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const charge = model
      ? await chargeForQuestion({ ...caller.platform, db: txDb }, user.id, { premium: PREMIUM_MODELS.has(model) })
      : undefined;
    const note = existing
      ? (await store.updateNote(txDb, existing.id, asked))!
      : await store.insertNote(txDb, {
          id: newId(),
          notebookId: notebook.id,
          kind: body.kind,
          title: formatMessage(caller.language, `notebook.studio.${body.kind}`),
          ...asked,
        });
    return { note, charge };
  });
  try {
    await studioJob.enqueue(queue, { noteId: note.id, run, charge }, { userId: user.id });
  } catch (error) {
    if (charge) await refundCharge(caller.platform, charge).catch(() => undefined);
    throw error;
  }
  await caller.platform.realtime.publish(user.id, pushOf(note)).catch(() => undefined);
  return presentNote({ note, writer: user.nickname }, caller.language);
}
