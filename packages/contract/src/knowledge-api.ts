import { z } from 'zod';
import { containerSchema, ContainerKind, SourceKind, SourceOrigin, SourceState } from './knowledge.ts';
import type { MessageKey } from './messages.ts';

/**
 * What a client sends and reads to manage knowledge sources (the engine's calls, under
 * cli/knowledge/v1/). Bots and notebooks show these sources in their own pages; the texts of
 * refusals are message keys, so the form and the server say the same words.
 */

export const KnowledgeLimits = {
  titleMax: 100,
  textMax: 100_000,
  pairsMax: 500,
  questionMax: 1_000,
  answerMax: 5_000,
  addressFieldMax: 300,
} as const;

const msg = (key: MessageKey) => ({ message: key });
const trimmed = (max: number, empty: MessageKey, long: MessageKey = 'knowledge.tooLong') =>
  z.string(msg(empty)).trim().min(1, msg(empty)).max(max, { message: long });

/** A website address: only http(s), with a host (SPEC §8 "invalid website address"). */
export const websiteUrl = z
  .string(msg('knowledge.invalidUrl'))
  .trim()
  .max(2_000, msg('knowledge.invalidUrl'))
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, msg('knowledge.invalidUrl'));

const optionalField = z.string().trim().max(KnowledgeLimits.addressFieldMax, msg('knowledge.tooLong')).optional();

export const qaPairInput = z.object({
  question: trimmed(KnowledgeLimits.questionMax, 'knowledge.emptyQa'),
  answer: trimmed(KnowledgeLimits.answerMax, 'knowledge.emptyQa'),
});

/** One new source, by kind. Files and images are uploaded first (purpose `knowledge`). */
export const newSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    title: trimmed(KnowledgeLimits.titleMax, 'knowledge.titleRequired'),
    body: trimmed(KnowledgeLimits.textMax, 'knowledge.emptyText'),
  }),
  z.object({
    kind: z.literal('qa'),
    title: z.string().trim().max(KnowledgeLimits.titleMax, msg('knowledge.tooLong')).optional(),
    pairs: z
      .array(qaPairInput)
      .min(1, msg('knowledge.noPairs'))
      .max(KnowledgeLimits.pairsMax, msg('knowledge.tooMany')),
  }),
  /** Q&A pairs read from an uploaded CSV or xlsx of two columns. */
  z.object({ kind: z.literal('qaTable'), fileId: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('file'), fileId: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('image'), fileId: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('url'), url: websiteUrl }),
  z.object({
    kind: z.literal('address'),
    name: trimmed(KnowledgeLimits.addressFieldMax, 'knowledge.addressRequired'),
    address: trimmed(KnowledgeLimits.addressFieldMax, 'knowledge.addressRequired'),
    phone: optionalField,
    hours: optionalField,
    mapUrl: websiteUrl.optional(),
  }),
]);
export type NewSource = z.infer<typeof newSourceSchema>;

export const addSourceBody = z.object({
  container: containerSchema,
  /** Defaults to `web` for a URL and `original` for everything else. */
  origin: SourceOrigin.optional(),
  source: newSourceSchema,
});
export type AddSourceBody = z.infer<typeof addSourceBody>;

export const containerQuery = z.object({ kind: ContainerKind, id: z.string().min(1).max(64) });
export const sourceIdBody = z.object({ id: z.string().min(1).max(64) });
export const statusQuery = z.object({
  /** Comma-separated source ids, at most 100. */
  ids: z
    .string()
    .max(100 * 65)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.string().min(1).max(64)).min(1).max(100)),
});

/** A source as lists show it: its one internal state and both of SPEC's readings of it. */
export const sourceViewSchema = z.object({
  id: z.string(),
  kind: SourceKind,
  origin: SourceOrigin,
  name: z.string(),
  size: z.number().int(),
  state: SourceState,
  /** SPEC's notebook list of 4. */
  notebookStatus: z.enum(['inQueue', 'learning', 'learned', 'failed']),
  /** SPEC's bot list of 10, by position (0 learned … 9 forgotten). */
  botStatus: z.number().int().min(0).max(9),
  /** Why it failed (or was last retried), in the caller's language. */
  reason: z.string().nullable(),
  /** 0–100 while learning. */
  progress: z.number().int().min(0).max(100),
  chunkCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  learnedAt: z.string().nullable(),
});
export type SourceView = z.infer<typeof sourceViewSchema>;

/** A passage of a source, with where it sits, for the viewer that highlights a citation. */
export const passageSchema = z.object({
  ordinal: z.number().int(),
  text: z.string(),
  page: z.number().int().nullable(),
  start: z.number().int(),
  end: z.number().int(),
});
/** A source at a glance, extracted from its own text (never written by a model). */
export const sourceDigestSchema = z.object({
  /** Its leading sentences. */
  summary: z.string(),
  /** Its key words: Chinese by TF-IDF, English by frequency. */
  topics: z.array(z.string()),
});
export type SourceDigest = z.infer<typeof sourceDigestSchema>;
export const sourceDetailSchema = sourceViewSchema.extend({
  container: containerSchema,
  /** The source's own input for the kinds typed in (text, Q&A, URL, address). */
  payload: z.looseObject({ kind: SourceKind }),
  passages: z.array(passageSchema),
  digest: sourceDigestSchema,
});
export type SourceDetail = z.infer<typeof sourceDetailSchema>;

export const searchBody = z.object({
  container: containerSchema,
  question: trimmed(2_000, 'chat.emptyPrompt'),
  topK: z.number().int().min(1).max(50).default(5),
  /** The bot form's "knowledge score": vector matches less similar than this (0–1) are not used. */
  minScore: z.number().min(0).max(1).default(0),
});
export const searchHitSchema = z.object({
  sourceId: z.string(),
  sourceName: z.string(),
  ordinal: z.number().int(),
  text: z.string(),
  page: z.number().int().nullable(),
  start: z.number().int(),
  end: z.number().int(),
  /** Reciprocal-rank score scaled to 0–1 (1: first in every ranking that took part). */
  score: z.number(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** The file formats a file source takes, as the unsupported-format message names them. */
export const knowledgeFileFormats = ['pdf', 'docx', 'txt', 'md', 'html', 'xlsx', 'csv', 'pptx', 'epub'] as const;
