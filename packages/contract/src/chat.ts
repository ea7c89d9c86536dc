import { z } from 'zod';
import { Limits } from './limits.ts';
import { nameSchema } from './name.ts';

/** Chat calls of SPEC.md §7. Field names follow the original client, odd spellings included. */
const id = z.union([z.string(), z.number()]).transform(String);
const page = {
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(Limits.historyPageSize),
};

export const Features = z.enum(['chat', 'notebook', 'bot', 'write']);
export type Features = z.infer<typeof Features>;

/** POST cli/chatgpt/v1/ssePost, cli/ai/chat/v2/sse and webSocketChat. */
export const chatBody = z.object({
  prompt: z
    .string({ error: 'chat.emptyPrompt' })
    .trim()
    .min(1, { error: 'chat.emptyPrompt' })
    .max(20_000, { error: 'chat.promptTooLong' }),
  /** The conversation (SPEC's sessionId, also sent as msgId by older clients). */
  sessionId: z.string().trim().min(1).max(64).optional(),
  /** The client's id for the answer; a socket result carries it back. */
  msgId: z.string().trim().min(1).max(64).optional(),
  model: z.string().trim().max(40).optional(),
  roleId: id.optional(),
  botId: id.optional(),
  features: Features.default('chat'),
  projectId: id.optional(),
  quoteInfo: z.string().max(20_000).optional(),
  promptHTML: z.string().max(40_000).optional(),
  /** Uploaded chat files (`fileId` of cli/file/v1/uploadChat), as a list or comma-separated. */
  fileList: z
    .union([z.array(z.string()), z.string()])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean))
    .optional(),
  /** Regenerate: the tableId of the answer to write again. */
  regenerate: id.optional(),
  /**
   * A grounded chat (a notebook's, a bot's knowledge): answer from these of its sources only.
   * Left out, every source counts; ids not in the container simply match nothing.
   */
  // At most as many as a container may be configured to hold.
  sourceIds: z.array(z.string().trim().min(1).max(64)).max(10_000).optional(),
  /** The composer's web-search switch: search with the question first and cite the pages found. */
  // webSocketChat takes the same fields as a form, where a boolean arrives as 'true' or 'false'.
  webSearch: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).optional(),
});
export type ChatBody = z.infer<typeof chatBody>;

export const sourceSchema = z.object({
  index: z.number().int(),
  title: z.string().optional(),
  url: z.string().optional(),
  /** A knowledge answer's source: the knowledge source, and where in it the cited passage is. */
  sourceId: z.string().optional(),
  page: z.number().int().nullable().optional(),
  ordinal: z.number().int().optional(),
  start: z.number().int().optional(),
  end: z.number().int().optional(),
  /** The passage the answer drew on. */
  quote: z.string().optional(),
});
export type Source = z.infer<typeof sourceSchema>;

const frame = <const E extends boolean, D extends z.ZodType>(end: E, data: D) =>
  z.object({ code: z.literal(200), end: z.literal(end), data });
const answerIds = { msgId: z.string(), tableId: z.number().int() };
/** One SSE frame: `data:` JSON. `end: true` closes the stream; code 500 carries the error text. */
export const streamFrameSchema = z.union([
  frame(false, z.object({ type: z.literal('start'), ...answerIds, sessionId: z.string(), model: z.string() })),
  frame(false, z.object({ type: z.enum(['text', 'reasoning']), content: z.string() })),
  frame(false, z.object({ type: z.literal('source'), source: sourceSchema })),
  frame(true, z.object({ type: z.literal('done'), ...answerIds, status: z.literal('ok') })),
  z.object({ code: z.literal(500), end: z.literal(true), data: z.string() }),
]);
export type StreamFrame = z.infer<typeof streamFrameSchema>;

/** SPEC.md §3 chat history record. */
export const historyRecordSchema = z.object({
  tableId: z.number().int(),
  msgId: z.string(),
  sessionId: z.string(),
  roleId: z.string(),
  input: z.string(),
  prompt: z.string(),
  ref: z.array(z.object({ type: z.string(), content: z.string() })),
  reponse: z.string().describe('JSON {text, images, urls} or plain text'),
  msgType: z.string(),
  status: z.enum(['ok', 'fail', 'streaming']),
  error: z.string().nullable(),
  model: z.string(),
  reasoningContent: z.string(),
  source: z.array(sourceSchema),
  score: z.number().int().nullable(),
  chatFileUrl: z.array(z.object({ fileId: z.string(), name: z.string(), url: z.string(), type: z.string() })),
  publishToHtmlUrl: z.string().nullable(),
  topic: z.string(),
  createTime: z.string(),
});
export type HistoryRecord = z.infer<typeof historyRecordSchema>;

export const historyQuery = z.object({
  ...page,
  roleId: id.optional(),
  features: Features.default('chat'),
  msgId: z.string().max(64).optional(),
  projectId: id.optional(),
});

export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
    pages: z.number().int(),
  });

export const topicSchema = z.object({
  msgId: z.string().describe('the session id'),
  topic: z.string(),
  roleId: z.string(),
  features: Features,
  projectId: z.string().nullable(),
  updateTime: z.string(),
  /** Pinned conversations come first (cli/chat/topic/v1/update). */
  pinned: z.boolean().default(false),
});
export type Topic = z.infer<typeof topicSchema>;

export const topicPageBody = z.object({
  ...page,
  roleId: id.optional(),
  features: Features.optional(),
  projectId: id.optional(),
  /** Search: conversations whose title or messages contain this text. */
  keyword: z.string().trim().max(100).optional(),
});
export const topicDelBody = z.object({ msgId: z.string().trim().min(1).max(64) });
/** The create-new-chat call (its path is ours: SPEC does not show it). */
export const topicCreateBody = z.object({
  botId: id.default('-1'),
  /** Whose chat it is: a plain one, a notebook's, or the one beside a writing document (its id). */
  pageInfo: z
    .union([z.string(), z.object({ page: z.enum(['chat', 'notebook', 'write']), id: id.optional() })])
    .optional(),
  title: nameSchema.optional(),
});

export const scoreBody = z.object({
  tableId: z.coerce.number().int().optional(),
  msgId: z.string().max(64).optional(),
  score: z.coerce.number().int().min(-1).max(1),
});
export const stopBody = z.object({ msgId: z.string().trim().min(1).max(64) });
export const setModelBody = z.object({ model: z.string().trim().min(1).max(40) });
