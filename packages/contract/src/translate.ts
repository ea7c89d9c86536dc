import { z } from 'zod';
import type { MessageKey } from './messages.ts';

/**
 * PDF translation (issue [translate] #17) under cli/file/enhance/v1/* (SPEC §7): a PDF, a page
 * range and two languages become a task; a job translates it page by page into a translated-only
 * (`mono`) and a bilingual (`dual`) PDF that keep the original layout.
 */
export const TranslateLimits = {
  pageSizeMax: 50,
  /** A task's id (a uuid), with room to spare. */
  idMax: 64,
  /** The highest page number a form may name; the document's own count is checked on the server. */
  pageMax: 100_000,
} as const;

const msg = (key: MessageKey) => ({ error: key });

/** The languages a PDF can be translated from and into (the app's two first). */
export const TranslateLanguage = z.enum(
  ['zh_CN', 'en', 'ja', 'ko', 'fr', 'de', 'es', 'ru'],
  msg('translate.unknownLanguage'),
);
export type TranslateLanguage = z.infer<typeof TranslateLanguage>;
/** `mono`: the translation only; `dual`: original and translation together; `both`: the two files. */
export const TranslateOutputKind = z.enum(['mono', 'dual', 'both'], msg('translate.unknownOutput'));
export type TranslateOutputKind = z.infer<typeof TranslateOutputKind>;
/** How `dual` sets the pages: an original page then its translation, or the two side by side on one page. */
export const DualLayout = z.enum(['alternate', 'sideBySide'], msg('translate.unknownLayout'));
export type DualLayout = z.infer<typeof DualLayout>;
export const TranslateStatus = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);
export type TranslateStatus = z.infer<typeof TranslateStatus>;

const taskId = z
  .string(msg('translate.invalidId'))
  .trim()
  .min(1, msg('translate.invalidId'))
  .max(TranslateLimits.idMax, msg('translate.invalidId'));
const pageNumber = z.coerce
  .number(msg('translate.pageInvalid'))
  .int(msg('translate.pageInvalid'))
  .min(1, msg('translate.pageInvalid'))
  .max(TranslateLimits.pageMax, msg('translate.pageInvalid'));

/**
 * The multipart fields of `translation` beside `file` (or `fileId` instead of it: a PDF uploaded
 * earlier through cli/file/v1/upload with purpose `translate`). Pages are 1-based and inclusive;
 * SPEC §5: the end page must be above the start page, and the two languages must differ.
 */
export const translationFields = z
  .object({
    fileId: z.string(msg('translate.fileRequired')).trim().max(200, msg('translate.fileRequired')).optional(),
    startPage: pageNumber,
    endPage: pageNumber,
    sourceLang: TranslateLanguage,
    targetLang: TranslateLanguage,
    outputKind: TranslateOutputKind.default('both'),
    dualLayout: DualLayout.default('alternate'),
  })
  .superRefine((fields, ctx) => {
    if (fields.endPage <= fields.startPage)
      ctx.addIssue({ code: 'custom', path: ['endPage'], message: 'translate.endNotAbove' });
    if (fields.sourceLang === fields.targetLang)
      ctx.addIssue({ code: 'custom', path: ['targetLang'], message: 'translate.sameLanguage' });
  });
export type TranslationFields = z.infer<typeof translationFields>;

export const taskIdQuery = z.object({ taskId });
/** `del` and `cancel` (form-encoded, SPEC §7). */
export const taskIdBody = z.object({ taskId });

export const taskPageQuery = z.object({
  current: z.coerce.number(msg('errors.invalidRequest')).int(msg('errors.invalidRequest')).min(1).default(1),
  size: z.coerce
    .number(msg('errors.invalidRequest'))
    .int(msg('errors.invalidRequest'))
    .min(1, msg('errors.invalidRequest'))
    .max(TranslateLimits.pageSizeMax, msg('errors.invalidRequest'))
    .default(20),
});

const progress = {
  taskId: z.string(),
  status: TranslateStatus,
  /** Pages finished (translated, or failed and listed) of `total` in the range. */
  done: z.number().int(),
  total: z.number().int(),
};

/** `getTaskStatus`: `error` says why it failed (in the reader's language); `failedPages` are 1-based. */
export const taskStatusSchema = z.object({
  ...progress,
  error: z.string().nullable(),
  failedPages: z.array(z.number().int()),
});
export type TranslateTaskStatus = z.infer<typeof taskStatusSchema>;

/** Signed download addresses (about an hour); `mono`/`dual` once there is something to download. */
export const taskFilesSchema = z.object({
  source: z.string(),
  mono: z.string().optional(),
  dual: z.string().optional(),
});
export type TranslateTaskFiles = z.infer<typeof taskFilesSchema>;

export const translationTaskSchema = z.object({
  ...progress,
  fileName: z.string(),
  /** Pages in the whole PDF. */
  pageCount: z.number().int(),
  startPage: z.number().int(),
  endPage: z.number().int(),
  sourceLang: TranslateLanguage,
  targetLang: TranslateLanguage,
  outputKind: TranslateOutputKind,
  dualLayout: DualLayout,
  error: z.string().nullable(),
  failedPages: z.array(z.number().int()),
  /** No translation model was configured: the pages keep their text and carry a stamped notice. */
  offline: z.boolean(),
  files: taskFilesSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TranslationTask = z.infer<typeof translationTaskSchema>;

/** The caller's allowance: pages per file, pages per day and those used today; VIP = an active Q&A plan. */
export const translateQuotaSchema = z.object({
  perFile: z.number().int(),
  perDay: z.number().int(),
  usedToday: z.number().int(),
  vip: z.boolean(),
});
export type TranslateQuota = z.infer<typeof translateQuotaSchema>;

/**
 * The WebSocket push when a task moves on, to its owner only. Its type is `audioenhance` on
 * purpose: SPEC's socket client ignores that type, while an unknown one would reach its chat handler.
 */
export const translatePushSchema = z.object({
  type: z.literal('audioenhance'),
  kind: z.literal('translation'),
  ...progress,
});
export type TranslatePush = z.infer<typeof translatePushSchema>;
