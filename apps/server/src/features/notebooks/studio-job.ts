import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { StudioKind, type NotebookNotePush } from '@inkstone/contract/notebook-notes';
import { ModelError } from '../../ai/errors.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { defineJob } from '../../platform/queue/define-job.ts';
import type { JobContext } from '../../platform/queue/queue.ts';
import { refundCharge, type Grant } from '../billing/service.ts';
import { sourceDetailIn } from '../knowledge/service.ts';
import { encodeNoteReason, type NoteReason } from './note-present.ts';
import { moveGenerating, noteById } from './note-store.ts';
import type { NotebookNoteRow } from './note-tables.ts';
import { scopeOf } from './service.ts';
import { notebookById } from './store.ts';
import type { StudioSource } from './studio-material.ts';
import { writeStudio } from './studio-model.ts';
import { extractStudio } from './studio-offline.ts';

export type StudioDeps = {
  platform: Pick<Platform, 'db' | 'config' | 'clock' | 'queue' | 'realtime' | 'vectorSearch' | 'ai'>;
  log: FastifyBaseLogger;
};

const RETRIES = 1;

/** What the asker was charged (billing's grant), given back when the note fails. */
const grantSchema: z.ZodType<Grant> = z.object({
  userId: z.number(),
  day: z.string().nullable(),
  kind: z.enum(['qa', 'qa_premium', 'drawing']).nullable(),
  creditId: z.number().nullable(),
});

/**
 * Writes one studio note. Every write is guarded by the note's current run and its
 * `generating` state, so a note deleted or asked for again meanwhile is left alone. A worker
 * that died mid-way lets its lease lapse and the job runs again from the start (it only reads
 * the sources and writes the note at the end, so running twice is harmless); a job out of
 * tries leaves the note `failed` with its reason, never `generating`.
 */
export const studioJob = defineJob({
  name: 'notebook.studio',
  payload: z.object({ noteId: z.string(), run: z.string(), charge: grantSchema.optional() }),
  retries: RETRIES,
  backoff: { delayMs: 2000 },
  perform: (payload, job, deps: StudioDeps) => generate(deps, payload, job),
  onFailed: async (payload, { reason }, deps) => {
    deps.log.warn({ noteId: payload.noteId, reason }, 'a studio note failed after its last try');
    await fail(deps, payload, { key: 'notebook.studioFailed', params: { reason } });
  },
});

type Asked = { noteId: string; run: string; charge?: Grant | undefined };

async function generate(deps: StudioDeps, asked: Asked, job: JobContext): Promise<void> {
  const { platform } = deps;
  const { noteId, run } = asked;
  const note = await noteById(platform.db, noteId);
  if (!note || note.studioRun !== run || note.status !== 'generating') return;
  const notebook = await notebookById(platform.db, note.notebookId);
  if (!notebook) return;
  const kind = StudioKind.parse(note.kind);
  const language = note.studioLanguage ?? 'en';
  try {
    await move(deps, note, run, { progress: 10 });
    const sources = await readSources(deps, scopeOf(notebook), note.studioSourceIds ?? [], language);
    if (!sources.length) {
      await fail(deps, asked, { key: 'notebook.studioNoSources' });
      return;
    }
    await move(deps, note, run, { progress: 40 });
    const output = platform.ai.demoMode
      ? extractStudio(kind, sources, language, notebook.name)
      : await writeStudio(platform.ai.languageModel(platform.ai.defaultModel(platform.config.EDITION)), {
          kind,
          sources,
          language,
          notebookName: notebook.name,
          signal: job.signal,
        });
    await move(deps, note, run, {
      status: 'ready',
      progress: 100,
      content: output.content,
      citations: output.citations,
      failureReason: null,
    });
  } catch (error) {
    if (job.signal.aborted) throw error; // shutting down: the lease lapses and the job runs again
    if (job.attempt > RETRIES) {
      await fail(deps, asked, reasonOf(error));
      return;
    }
    throw error;
  }
}

/** The sources still in the notebook, with their learned passages; one deleted meanwhile is skipped. */
async function readSources(
  deps: StudioDeps,
  scope: ReturnType<typeof scopeOf>,
  ids: string[],
  language: 'en' | 'zh_CN',
): Promise<StudioSource[]> {
  const caller = { platform: deps.platform, ip: '', language };
  const sources: StudioSource[] = [];
  for (const id of ids) {
    try {
      const detail = await sourceDetailIn(caller, scope, id);
      if (detail.passages.length) {
        sources.push({ id, name: detail.name, passages: detail.passages, topics: detail.digest.topics });
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return sources;
}

async function move(
  deps: StudioDeps,
  note: NotebookNoteRow,
  run: string,
  fields: Parameters<typeof moveGenerating>[3],
) {
  const moved = await moveGenerating(deps.platform.db, note.id, run, fields);
  if (moved) await publish(deps, moved);
}

/** Only the run that moves the note to failed refunds, so a charge is given back once. */
async function fail(deps: StudioDeps, { noteId, run, charge }: Asked, reason: NoteReason) {
  const failed = await moveGenerating(deps.platform.db, noteId, run, {
    status: 'failed',
    failureReason: encodeNoteReason(reason),
  });
  if (!failed) return;
  if (charge) {
    await refundCharge(deps.platform, charge).catch((error: unknown) => {
      deps.log.warn({ err: error, noteId }, 'refunding a failed studio note failed');
    });
  }
  await publish(deps, failed);
}

export function pushOf(note: NotebookNoteRow): NotebookNotePush {
  return {
    type: 'notebookNote',
    taskId: note.id,
    status:
      note.status === 'ready' ? 'done' : note.status === 'failed' ? 'failed' : note.progress ? 'running' : 'queued',
    progress: note.status === 'ready' ? 100 : note.progress,
    error: note.status === 'failed' ? ((JSON.parse(note.failureReason ?? '{}') as { key?: string }).key ?? null) : null,
    noteId: note.id,
    notebookId: note.notebookId,
    kind: note.kind,
  };
}

/** Whoever asked for the note hears how it moves. */
export async function publish(deps: Pick<StudioDeps, 'platform' | 'log'>, note: NotebookNoteRow) {
  if (note.createdBy === null) return;
  await deps.platform.realtime.publish(note.createdBy, pushOf(note)).catch((error: unknown) => {
    deps.log.warn({ err: error, noteId: note.id }, 'studio push failed');
  });
}

function reasonOf(error: unknown): NoteReason {
  if (error instanceof ModelError || error instanceof AppError) return { key: error.key };
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  return { key: 'notebook.studioFailed', params: { reason: message } };
}
