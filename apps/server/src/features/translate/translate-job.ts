import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { formatMessage, type MessageKey } from '@inkstone/contract/messages';
import type { ModelId } from '@inkstone/contract/models';
import type { Platform } from '../../platform/platform.ts';
import {
  analyzePage,
  createPdfWriter,
  findRepeats,
  openPdf,
  PdfReadError,
  type PdfTranslationWriter,
} from '../../platform/pdf-translate/index.ts';
import { defineJob } from '../../platform/queue/define-job.ts';
import type { JobContext } from '../../platform/queue/queue.ts';
import { discardFile } from '../../platform/storage/upload.ts';
import { findFile } from '../files/service.ts';
import { keepPdf, outputName, readStored } from './outputs.ts';
import { pushTask } from './push.ts';
import type { RateLimiter } from './rate-limit.ts';
import { settle } from './settle.ts';
import * as store from './store.ts';
import type { StoredPage, TranslateTaskRow } from './tables.ts';
import { translatePage } from './translate-page.ts';

export type TranslateDeps = {
  platform: Pick<Platform, 'db' | 'clock' | 'config' | 'storage' | 'realtime' | 'ai'>;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
};

/** Tries of the whole job after the first (a restart, a broken file store): each resumes after the last page saved. */
export const TRANSLATE_RETRIES = 3;

const payload = z.object({ taskId: z.string() });
type Payload = z.infer<typeof payload>;

/** Stamped notices are written in the target language when it is one of the app's two, else in English. */
const noticeLanguage = (row: TranslateTaskRow) => (row.targetLang === 'zh_CN' ? 'zh_CN' : 'en');

const failure = (reason: MessageKey) => ({
  status: 'failed' as const,
  errorKey: 'translate.failedReason',
  errorParams: { reason },
});

/**
 * Translates a task page by page through the engine: each page's paragraphs are analysed, the
 * prose sent in batches (translate-page.ts), the translations written into the page's boxes and
 * the page saved on the task (progress pushed) before the next begins. Pages saved earlier (a
 * restart, a retry) are written again from their stored translations, never asked again. Offline
 * (no model) each page keeps its text and is stamped with a notice saying no model is configured;
 * a page that fails after retries is stamped "translation failed" and listed, the others delivered.
 * A cancel is seen between pages: the pages done become the partial outputs.
 */
async function perform({ taskId }: Payload, context: JobContext, deps: TranslateDeps): Promise<void> {
  const { platform } = deps;
  let row = await store.taskById(platform.db, taskId);
  if (!row || row.settled) return;
  if (row.status === 'queued') {
    row = (await store.updateRunning(platform.db, row.id, { status: 'running' }, platform.clock.now())) ?? row;
    await pushTask(platform, row);
  }
  const file = row.sourceFileId ? await findFile(platform.db, row.sourceFileId) : null;
  const bytes = file ? await readStored(platform, file) : null;
  if (!bytes) {
    const failed = await settle(platform, row, failure('translate.sourceMissing'));
    if (failed) await pushTask(platform, failed);
    return;
  }
  const opened = await openBoth(bytes).catch((error: unknown) => {
    if (error instanceof PdfReadError) return null;
    throw error;
  });
  if (!opened) {
    // Read once on acceptance: a file that no longer opens will not open on another try.
    const failed = await settle(platform, row, failure('translate.corrupt'));
    if (failed) await pushTask(platform, failed);
    return;
  }
  const { source, writer } = opened;
  try {
    const repeats = findRepeats(source);
    const language = noticeLanguage(row);
    const model = row.model ? platform.ai.languageModel(row.model as ModelId) : null;
    let previous: string | undefined;
    let written = 0;
    for (let page = row.startPage; page <= row.endPage; page++) {
      const paragraphs = analyzePage(source.readPage(page), repeats);
      const stored = row.pages[String(page)];
      if (stored) {
        await writeStored(writer, page, paragraphs, stored, language);
        written++;
        continue;
      }
      // Between pages: a delete stops the work, a cancel keeps what is done.
      const current = await store.taskById(platform.db, row.id);
      if (!current || current.settled) return;
      if (current.status === 'cancelled') break;
      context.signal.throwIfAborted();
      let result: StoredPage;
      let reason: MessageKey | null = null;
      let glossary = current.glossary;
      if (!model) {
        result = { translations: {}, offline: true };
      } else {
        const watch = watchTask(deps, row.id, context.signal);
        const translated = await translatePage(paragraphs, {
          model,
          from: row.sourceLang,
          to: row.targetLang,
          glossary,
          previous,
          limiter: deps.limiter,
          signal: watch.signal,
        })
          .catch((error: unknown) => {
            // Cancelled or deleted while the model was asked: the page is left undone.
            if (error instanceof TaskStopped && !context.signal.aborted) return null;
            throw error;
          })
          .finally(watch.stop);
        if (!translated) {
          const now = await store.taskById(platform.db, row.id);
          if (!now || now.settled) return;
          break;
        }
        if (translated.ok) {
          result = { translations: translated.translations };
          glossary = translated.glossary;
          previous = translated.last ?? previous;
        } else {
          deps.log.warn({ taskId, page, reason: translated.reason }, 'a page could not be translated');
          result = { translations: {}, failed: true };
          reason = translated.reason;
        }
      }
      await writeStored(writer, page, paragraphs, result, language);
      written++;
      const failedPages = result.failed ? [...current.failedPages, page] : current.failedPages;
      const saved = await store.updateTask(
        platform.db,
        row.id,
        {
          pages: { ...current.pages, [String(page)]: result },
          done: current.done + 1,
          failedPages,
          glossary,
          // The last reason a page failed: what the task says if no page can be done.
          ...(reason ? { errorKey: 'translate.failedReason', errorParams: { reason } } : {}),
        },
        platform.clock.now(),
      );
      if (!saved) return;
      row = saved;
      await pushTask(platform, saved);
    }
    await finish(deps, row.id, writer, written);
  } finally {
    writer.close();
    source.close();
  }
}

/** The task was cancelled or deleted while a page was being translated. */
class TaskStopped extends Error {}

/** How often a page in progress looks whether its task was cancelled or deleted. */
const WATCH_MS = 1_000;

/**
 * A signal for one page's requests: aborted when the server stops (the job's own signal) or when
 * the task is cancelled or deleted meanwhile, so a cancel does not wait for the page's batches.
 */
function watchTask(deps: TranslateDeps, taskId: string, stopping: AbortSignal) {
  const controller = new AbortController();
  const onStop = () => controller.abort(stopping.reason);
  stopping.addEventListener('abort', onStop, { once: true });
  const timer = setInterval(() => {
    void store.taskById(deps.platform.db, taskId).then(
      (row) => {
        if (!row || row.settled || row.status === 'cancelled') controller.abort(new TaskStopped('stopped'));
      },
      () => {},
    );
  }, WATCH_MS);
  return {
    signal: controller.signal,
    stop: () => {
      clearInterval(timer);
      stopping.removeEventListener('abort', onStop);
    },
  };
}

/** The source for reading and a writer on the same bytes; both closed by the caller. */
async function openBoth(bytes: Uint8Array) {
  const source = await openPdf(bytes);
  try {
    return { source, writer: await createPdfWriter(bytes) };
  } catch (error) {
    source.close();
    throw error;
  }
}

/** Writes a page as it was decided: its translations, or its original text under a stamped notice. */
async function writeStored(
  writer: PdfTranslationWriter,
  page: number,
  paragraphs: ReturnType<typeof analyzePage>,
  stored: StoredPage,
  language: 'zh_CN' | 'en',
): Promise<void> {
  const notice = stored.offline
    ? formatMessage(language, 'translate.offlineNotice')
    : stored.failed
      ? formatMessage(language, 'translate.failed')
      : undefined;
  await writer.writePage(page, paragraphs, new Map(Object.entries(stored.translations)), notice ? { notice } : {});
}

/**
 * Saves the outputs the task asked for (mono, and dual in its layout) as the owner's files, then
 * settles the task: done (with the failed pages named), failed when no page could be translated,
 * or cancelled as it was. Undelivered pages go back to the allowance.
 */
async function finish(deps: TranslateDeps, taskId: string, writer: PdfTranslationWriter, written: number) {
  const { platform } = deps;
  const row = await store.taskById(platform.db, taskId);
  if (!row || row.settled) return;
  const kept: { monoFileId?: string; dualFileId?: string } = {};
  const files = [];
  if (written > 0) {
    if (row.outputKind !== 'dual') {
      const mono = await keepPdf(
        platform,
        row.userId,
        outputName(row.fileName, row.targetLang, 'mono'),
        writer.save('mono'),
      );
      files.push(mono);
      kept.monoFileId = mono.id;
    }
    if (row.outputKind !== 'mono') {
      const kind = row.dualLayout === 'sideBySide' ? 'dual-side-by-side' : 'dual-alternate';
      const dual = await keepPdf(
        platform,
        row.userId,
        outputName(row.fileName, row.targetLang, 'dual'),
        writer.save(kind),
      );
      files.push(dual);
      kept.dualFileId = dual.id;
    }
  }
  const allFailed = row.done > 0 && row.failedPages.length === row.done && !row.offline;
  const outcome =
    row.status === 'cancelled'
      ? {}
      : allFailed
        ? failure((row.errorParams?.reason as MessageKey | undefined) ?? 'translate.modelUnavailable')
        : row.failedPages.length
          ? {
              status: 'done' as const,
              errorKey: 'translate.pagesFailed',
              errorParams: { pages: row.failedPages.join(', ') },
            }
          : { status: 'done' as const, errorKey: null, errorParams: null };
  const settled = await settle(platform, row, { ...outcome, ...kept });
  if (!settled) {
    // Deleted or settled meanwhile: the files just made belong to nobody.
    for (const file of files) await discardFile(platform, file).catch(() => {});
    return;
  }
  await pushTask(platform, settled);
}

export const translateJob = defineJob({
  name: 'translate.pdf',
  payload,
  retries: TRANSLATE_RETRIES,
  backoff: { delayMs: 2_000 },
  perform,
  /** Past its last try (or a restart found it so): the task fails and its undelivered pages go back. */
  async onFailed({ taskId }, _failure, deps: TranslateDeps) {
    const row = await store.taskById(deps.platform.db, taskId);
    if (!row || row.settled) return;
    const failed = await settle(
      deps.platform,
      row,
      // Pages fail one by one when the model does; what ends the whole job is the server's side.
      row.status === 'cancelled' ? {} : failure('errors.server'),
    );
    if (failed) await pushTask(deps.platform, failed);
  },
});
