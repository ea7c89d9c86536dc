import { z } from 'zod';
import { sourceSchema } from './chat.ts';
import { Limits } from './limits.ts';
import type { MessageKey } from './messages.ts';

/**
 * A notebook's notes (issue [notebooks] items 4 and 5): notes written by hand, answers saved
 * from the chat with their citations, and studio outputs (SPEC "studio notes") generated from
 * the notebook's sources. All are one kind of record, so the notes panel lists, pins, edits
 * and deletes them alike.
 */
export const StudioKind = z.enum(['summary', 'faq', 'studyGuide', 'briefing', 'timeline', 'mindMap']);
export type StudioKind = z.infer<typeof StudioKind>;
export const NoteKind = z.enum(['note', 'answer', ...StudioKind.options]);
export type NoteKind = z.infer<typeof NoteKind>;
/** `generating` while a studio job writes it; `failed` keeps the reason in `error`. */
export const NoteStatus = z.enum(['ready', 'generating', 'failed']);
export type NoteStatus = z.infer<typeof NoteStatus>;

export const NoteLimits = {
  titleMax: Limits.nameMax,
  /** The same as a pasted-text source, so any note can become a source. */
  contentMax: 100_000,
  citationsMax: 100,
  /** SPEC §9: mention search for notes. */
  searchMax: Limits.mentionSearchNotes,
  keywordMax: 200,
} as const;

const msg = (key: MessageKey) => ({ message: key });
const notebookId = z.string().trim().min(1).max(64);
const noteId = z.string().trim().min(1).max(64);

const title = z.string().trim().max(NoteLimits.titleMax, msg('notebook.noteTitleTooLong'));
/** SPEC §5 "Content: not blank ('please fill in')". */
const content = z
  .string(msg('validation.content'))
  .trim()
  .min(1, msg('validation.content'))
  .max(NoteLimits.contentMax, msg('notebook.noteTooLong'));
const citations = z.array(sourceSchema).max(NoteLimits.citationsMax, msg('errors.invalidRequest'));

export const noteCreateBody = z.object({
  notebookId,
  title: title.optional(),
  content,
  /** `answer` for an answer saved from the chat (keep its `source` list as `citations`). */
  kind: z.enum(['note', 'answer']).default('note'),
  citations: citations.default([]),
  pinned: z.boolean().default(false),
});
export const noteUpdateBody = z.object({
  notebookId,
  id: noteId,
  title: title.optional(),
  content: content.optional(),
  pinned: z.boolean().optional(),
});
export const noteIdBody = z.object({ notebookId, id: noteId });
export const notePageBody = z.object({
  notebookId,
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const noteSearchBody = z.object({
  notebookId,
  /** Empty: everything, up to the limit (the `@` menu as it opens). */
  keyword: z.string().trim().max(NoteLimits.keywordMax, msg('knowledge.tooLong')).default(''),
});

export const noteSchema = z.object({
  id: z.string(),
  notebookId: z.string(),
  title: z.string().nullable(),
  /** Markdown; for a mind map, the JSON of `mindMapSchema`. */
  content: z.string(),
  pinned: z.boolean(),
  kind: NoteKind,
  status: NoteStatus,
  /** 0–100 while generating. */
  progress: z.number().int().min(0).max(100),
  /** Why generating failed, in the caller's language. */
  error: z.string().nullable(),
  /** Numbered from 1, as the `[n]` marks in `content` cite them. */
  citations: z.array(sourceSchema),
  createdBy: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

/** What the `@` menu lists: notes without their bodies, and the notebook's sources by name. */
export const noteMentionSchema = noteSchema
  .pick({ id: true, title: true, kind: true, pinned: true, status: true, updateTime: true })
  .extend({ excerpt: z.string() });
export const sourceMentionSchema = z.object({ id: z.string(), name: z.string(), kind: z.string() });
export const noteSearchSchema = z.object({
  notes: z.array(noteMentionSchema),
  sources: z.array(sourceMentionSchema),
});
export type NoteSearch = z.infer<typeof noteSearchSchema>;

export const studioGenerateBody = z.object({
  notebookId,
  kind: StudioKind,
  /** The sources selected in the panel; left out, every learned source of the notebook. */
  sourceIds: z.array(z.string().trim().min(1).max(64)).min(1, msg('notebook.studioNoSources')).max(10_000).optional(),
});

/** A mind map note's content: a tree of titles. */
export type MindMapNode = { title: string; children: MindMapNode[] };
export const mindMapNodeSchema: z.ZodType<MindMapNode> = z.lazy(() =>
  z.object({
    title: z.string().trim().min(1).max(200),
    children: z.array(mindMapNodeSchema).max(50).default([]),
  }),
) as z.ZodType<MindMapNode>;
export const mindMapSchema = z.object({
  title: z.string().trim().min(1).max(200),
  children: z.array(mindMapNodeSchema).max(50),
  /** Set when it was extracted without a model: say so above the tree. */
  notice: z.string().optional(),
});
export type MindMap = z.infer<typeof mindMapSchema>;

/** A studio note moved on (pushed to whoever asked for it), as `type: notebookNote`. */
export const notebookNotePushSchema = z.object({
  type: z.literal('notebookNote'),
  taskId: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number().int().min(0).max(100),
  /** A message key when it failed. */
  error: z.string().nullable(),
  noteId: z.string(),
  notebookId: z.string(),
  kind: NoteKind,
});
export type NotebookNotePush = z.infer<typeof notebookNotePushSchema>;
