import { z } from 'zod';
import { pageOf } from '../chat.ts';
import {
  taskIdBody,
  taskIdQuery,
  taskPageQuery,
  taskStatusSchema,
  translateQuotaSchema,
  translationTaskSchema,
} from '../translate.ts';
import { defineRoute } from './define.ts';

const tag = 'translate';
const get = { method: 'GET', auth: 'user', tag } as const;
const form = { method: 'POST', encoding: 'form', auth: 'user', tag } as const;
const ACCESS =
  "Tasks are their owner's alone: another user's task is refused with the permission message (SPEC §6) and " +
  'nothing is changed; a task that does not exist answers 404.';

/** PDF translation (issue [translate] #17), SPEC §7 "File translation under cli/file/enhance/v1/". */
export const translateRoutes = {
  translation: defineRoute({
    method: 'POST',
    encoding: 'multipart',
    auth: 'user',
    tag,
    path: 'cli/file/enhance/v1/translation',
    answer: translationTaskSchema,
    summary:
      'Translate a PDF (multipart: file or fileId, startPage, endPage, sourceLang, targetLang, outputKind, dualLayout)',
    description:
      'Only PDF is accepted, by content (`translate.notPdf`; encrypted or damaged: `translate.encrypted`, ' +
      '`translate.corrupt`); over TRANSLATE_MAX_UPLOAD_MB is `translate.tooLarge`. `fileId` names a PDF you ' +
      'uploaded through cli/file/v1/upload (purpose `translate`). Pages are 1-based and inclusive; the end page ' +
      'must be above the start page and inside the document; the two languages must differ. The pages must not ' +
      'exceed the per-file limit (TRANSLATE_FREE_PAGES_PER_FILE, or TRANSLATE_VIP_PAGES_PER_FILE with an active ' +
      "Q&A plan) nor today's allowance (TRANSLATE_*_PAGES_PER_DAY); a refusal charges nothing. Pages are counted " +
      'when the task is accepted and given back for pages not delivered. The task starts `queued`; progress ' +
      'arrives over the WebSocket (`type: audioenhance`, `kind: translation`).',
  }),
  getTaskStatus: defineRoute({
    ...get,
    path: 'cli/file/enhance/v1/getTaskStatus',
    query: taskIdQuery,
    answer: taskStatusSchema,
    summary: "A task's status and progress (pages done of total, failed pages, the error)",
    description: ACCESS,
  }),
  page: defineRoute({
    ...get,
    path: 'cli/file/enhance/v1/page',
    query: taskPageQuery,
    answer: pageOf(translationTaskSchema),
    summary: 'Your translation tasks, newest first, with signed download addresses',
  }),
  get: defineRoute({
    ...get,
    path: 'cli/file/enhance/v1/get',
    query: taskIdQuery,
    answer: translationTaskSchema,
    summary: 'One task with its files: the source, and the mono and dual PDFs once there are pages to show',
    description: ACCESS,
  }),
  del: defineRoute({
    ...form,
    path: 'cli/file/enhance/v1/del',
    body: taskIdBody,
    answer: z.object({}),
    summary: 'Delete a task and its files (a running task is stopped first)',
    description: ACCESS,
  }),
  cancel: defineRoute({
    ...form,
    path: 'cli/file/enhance/v1/cancel',
    body: taskIdBody,
    answer: translationTaskSchema,
    summary: 'Stop a queued or running task; the pages done so far are kept as a partial result',
    description:
      'Pages not translated are given back to the daily allowance. A task already finished answers as it is. ' + ACCESS,
  }),
  quota: defineRoute({
    ...get,
    path: 'cli/file/enhance/v1/quota',
    answer: translateQuotaSchema,
    summary: 'Your translation allowance: pages per file, pages per day, used today, VIP or not',
  }),
};
