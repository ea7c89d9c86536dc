import { z } from 'zod';
import type { MessageKey } from './messages.ts';
import { ModelId, catalogueItem } from './models.ts';

/**
 * The writing editor's AI tools and the wizard's steps (issue [writing] items 3 and 4), streamed
 * through POST cli/write/v1/sseTool (SPEC §7) in the chat streams' frame format.
 */
export const WritingToolLimits = {
  /** The selection or the document a tool works on. */
  textMax: 20_000,
  /** The text around the selection, the wizard's abstract and outline. */
  contextMax: 20_000,
  /** A title or a section heading. */
  headingMax: 200,
  /** A suggestion as you type reads this much before the cursor, and after it. */
  completionBefore: 4_000,
  completionAfter: 1_000,
} as const;

/**
 * The editor's tools over a selection or the document, then the wizard's steps: titles from an
 * inspiration, an abstract from the idea and the chosen title, an outline from those, and one
 * section's content at a time (the client calls it section by section, showing progress).
 */
export const WritingTool = z.enum(
  [
    'continue',
    'rewrite',
    'expand',
    'shorten',
    'polish',
    'tone',
    'translate',
    'summarize',
    'titles',
    'wizard.titles',
    'wizard.abstract',
    'wizard.outline',
    'wizard.section',
  ],
  { error: 'writingTools.unknownTool' },
);
export type WritingTool = z.infer<typeof WritingTool>;

export const WritingTone = z.enum(
  ['formal', 'casual', 'friendly', 'professional', 'humorous', 'academic', 'persuasive'],
  {
    error: 'writingTools.unknownTone',
  },
);
export type WritingTone = z.infer<typeof WritingTone>;

/** The languages the product speaks; `translate` goes between them. */
export const WritingLanguage = z.enum(['zh_CN', 'en'], { error: 'writingTools.unknownLanguage' });

/** Tools whose answer is a list (the done frame carries it as `items`). */
export const LIST_TOOLS: ReadonlySet<WritingTool> = new Set(['titles', 'wizard.titles', 'wizard.outline']);

const msg = (key: MessageKey) => ({ error: key });
const longText = (tooLong: MessageKey) =>
  z.string(msg('errors.invalidRequest')).max(WritingToolLimits.contextMax, msg(tooLong));
const heading = z
  .string(msg('errors.invalidRequest'))
  .trim()
  .max(WritingToolLimits.headingMax, msg('writingTools.headingTooLong'));

/**
 * What a tool reads beside `text`. The editor's tools: the text around the selection (read,
 * never rewritten). The wizard: the chosen title, the abstract, the outline and the section to
 * write.
 */
export const writingToolContext = z.object({
  before: longText('writingTools.contextTooLong').optional(),
  after: longText('writingTools.contextTooLong').optional(),
  title: heading.optional(),
  abstract: longText('writingTools.contextTooLong').optional(),
  outline: longText('writingTools.contextTooLong').optional(),
  section: heading.optional(),
});
export type WritingToolContext = z.infer<typeof writingToolContext>;

/** What each wizard step needs besides the idea, and the message when it is missing. */
const NEEDS: Array<{ tools: WritingTool[]; field: keyof WritingToolContext; key: MessageKey }> = [
  { tools: ['wizard.abstract', 'wizard.outline', 'wizard.section'], field: 'title', key: 'writingTools.titleRequired' },
  { tools: ['wizard.section'], field: 'outline', key: 'writingTools.outlineRequired' },
  { tools: ['wizard.section'], field: 'section', key: 'writingTools.sectionRequired' },
];

const isChatModel = (id: string) => {
  const parsed = ModelId.safeParse(id);
  return parsed.success && catalogueItem(parsed.data).kind === 'chat';
};

export const writingToolBody = z
  .object({
    tool: WritingTool,
    /** The selection or the document; for the wizard, the idea (inspiration). Sent as written. */
    text: z
      .string(msg('writingTools.emptyText'))
      .max(WritingToolLimits.textMax, msg('writingTools.textTooLong'))
      .refine((text) => text.trim().length > 0, msg('writingTools.emptyText')),
    /** The caller's document: read as context (another user's is refused). */
    docId: z.string(msg('errors.invalidRequest')).trim().min(1, msg('errors.invalidRequest')).max(64).optional(),
    context: writingToolContext.optional(),
    /** `tone` only (required there). */
    tone: WritingTone.optional(),
    /**
     * `translate`: the language to translate into (default: the other one). Other tools: the
     * language to answer in (default: the text's own).
     */
    language: WritingLanguage.optional(),
    /** A chat model of the catalogue; the caller's default model when left out. */
    model: z
      .string(msg('writingTools.unknownModel'))
      .trim()
      .max(40)
      .refine(isChatModel, msg('writingTools.unknownModel'))
      .optional(),
  })
  .superRefine((body, issues) => {
    if (body.tool === 'tone' && !body.tone)
      issues.addIssue({ code: 'custom', path: ['tone'], message: 'writingTools.toneRequired' });
    for (const need of NEEDS) {
      if (need.tools.includes(body.tool) && !body.context?.[need.field]?.trim())
        issues.addIssue({ code: 'custom', path: ['context', need.field], message: need.key });
    }
  });
export type WritingToolBody = z.infer<typeof writingToolBody>;

const frame = <const E extends boolean, D extends z.ZodType>(end: E, data: D) =>
  z.object({ code: z.literal(200), end: z.literal(end), data });

/**
 * One `data:` frame of sseTool, JSON `{ code, data, end }` like the chat's:
 *
 * - `start` first: the tool and the model answering (`offline` in demo mode).
 * - `text` (the result, in pieces) and `reasoning` (a thinking model's, never part of the result).
 * - `notice`: no AI provider is configured; it says which to configure. Not a result: nothing
 *   to insert, and nothing is charged.
 * - `done` (end): `status` `ok` with the whole result in `text` (the `text` pieces joined),
 *   `items` for the list tools (titles: the titles; wizard.outline: the section headings, in
 *   order, for wizard.section), `truncated` when the model stopped at its length limit; or
 *   `status` `offline` after a notice.
 * - code 500 (end): the error text; the question is given back to the allowance. Text frames
 *   before it were a partial result the client may keep; the document is never changed here.
 */
export const writingToolFrameSchema = z.union([
  frame(false, z.object({ type: z.literal('start'), tool: WritingTool, model: z.string() })),
  frame(false, z.object({ type: z.enum(['text', 'reasoning', 'notice']), content: z.string() })),
  frame(
    true,
    z.object({
      type: z.literal('done'),
      tool: WritingTool,
      status: z.enum(['ok', 'offline']),
      text: z.string(),
      items: z.array(z.string()).optional(),
      truncated: z.boolean(),
    }),
  ),
  z.object({ code: z.literal(500), end: z.literal(true), data: z.string() }),
]);
export type WritingToolFrame = z.infer<typeof writingToolFrameSchema>;

/**
 * POST cli/write/v1/complete: the editor's suggestion as you type (SPEC §3 `write.editorCompletion`),
 * the text before the cursor and a little after it. Shown as ghost text; Tab accepts it.
 */
export const completionBody = z.object({
  before: z
    .string({ error: 'writingTools.emptyText' })
    .min(1, { error: 'writingTools.emptyText' })
    .max(WritingToolLimits.completionBefore, { error: 'writingTools.textTooLong' }),
  after: z.string().max(WritingToolLimits.completionAfter, { error: 'writingTools.contextTooLong' }).default(''),
  /** The document being written: its owner's alone. */
  docId: z.string().trim().min(1).max(64).optional(),
});
export type CompletionBody = z.infer<typeof completionBody>;

/**
 * `ok`: `text` comes next; `none`: nothing fits (or the model failed: no suggestion is shown);
 * `offline`: no provider, and `notice` says which to configure.
 */
export const completionSchema = z.object({
  status: z.enum(['ok', 'none', 'offline']),
  text: z.string(),
  notice: z.string().optional(),
});
export type Completion = z.infer<typeof completionSchema>;
