import { z } from 'zod';
import { BLEND_DIMENSIONS } from './draw-prompt.ts';
import { Limits } from './limits.ts';

/**
 * The drawing calls of SPEC.md §7 (cli/mj/v1/imagine, blend, change, page), the image history
 * record of §3 and the task codes of §4. Field names are SPEC's, odd ones included
 * (`reponse`, `base64ImgUrl`, `base64ArrayUrl`). Error texts are catalogue keys.
 */
export const DrawAction = z.enum(['CREATE', 'BLEND', 'UPSCALE', 'VARIATION', 'REROLL']);
export type DrawAction = z.infer<typeof DrawAction>;
export const ChangeAction = z.enum(['UPSCALE', 'VARIATION', 'REROLL'], { error: 'draw.action' });
export type ChangeAction = z.infer<typeof ChangeAction>;

/**
 * Which drawings count against the daily drawing allowance (FREE_DRAW_DAILY_LIMIT on the free
 * plan, DRAW_PRO_DAILY_LIMIT on the drawing plan): every new grid — CREATE, BLEND, VARIATION
 * and REROLL. UPSCALE does not count, as on Midjourney: it enlarges a quadrant of a grid
 * already counted, at most once per quadrant. A drawing that fails is given back.
 */
export const countsAsDrawing = (action: DrawAction): boolean => action !== 'UPSCALE';

/** SPEC.md §4 image task status codes. */
export const TaskCode = { done: '00', running: '01', failed: '02' } as const;
export type TaskCode = (typeof TaskCode)[keyof typeof TaskCode];
const taskCode = z.enum(['00', '01', '02']);

/** Envelope code of a create or change call whose prompt the content rules refuse (SPEC.md §4). */
export const DRAW_REFUSED = 3001;

/** Which image service made a picture; `offline` is the built-in procedural generator. */
export const ImageProvider = z.enum(['offline', 'mj-proxy', 'openai']);
export type ImageProvider = z.infer<typeof ImageProvider>;

export const PROMPT_MAX = 2000;
const msgId = z.string().trim().max(64).optional();
/** SPEC's `type {product}`: an opaque product tag, stored with the task and used to filter `page`. */
const productType = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().max(32)).optional();

/**
 * A list of image addresses: a JSON array, a JSON list written as a string (as history
 * records hold it), or one address. Addresses are the caller's own uploads
 * (`/api/files/…`, from cli/file/v1/upload with filePurpose `mj`) or `data:image/…` URLs.
 */
export const imageList = z.union([z.array(z.string()), z.string()]).transform((value, context) => {
  if (Array.isArray(value)) return value.map((item) => item.trim()).filter(Boolean);
  const text = value.trim();
  if (!text) return [];
  if (!text.startsWith('[')) return [text];
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string'))
      return parsed.map((item) => item.trim()).filter(Boolean);
  } catch {
    // answered below
  }
  context.addIssue({ code: 'custom', message: 'draw.imageList' });
  return z.NEVER;
});

export const imagineBody = z.object({
  msgId,
  type: productType,
  prompt: z
    .string({ error: 'draw.promptRequired' })
    .trim()
    .min(1, { error: 'draw.promptRequired' })
    .max(PROMPT_MAX, { error: 'draw.promptTooLong' }),
  /** Optional image prompts besides the text (at most 5). */
  base64ArrayUrl: imageList
    .pipe(z.array(z.string()).max(Limits.drawingImagesMax, { error: 'draw.imageCount' }))
    .optional(),
});
export type ImagineBody = z.infer<typeof imagineBody>;

/** PORTRAIT, SQUARE or LANDSCAPE; the web's ratios (1:1, 4:3, 16:9) are accepted too. */
const dimensions = z
  .string()
  .trim()
  .transform((value) =>
    value === '1:1' ? 'SQUARE' : value === '4:3' || value === '16:9' ? 'LANDSCAPE' : value.toUpperCase(),
  )
  .pipe(z.enum(BLEND_DIMENSIONS, { error: 'draw.dimensions' }));

export const blendBody = z.object({
  msgId,
  type: productType,
  dimensions: dimensions.default('SQUARE'),
  base64ArrayUrl: imageList.pipe(
    z.array(z.string()).min(2, { error: 'draw.blendCount' }).max(Limits.drawingImagesMax, { error: 'draw.blendCount' }),
  ),
});
export type BlendBody = z.infer<typeof blendBody>;

export const changeBody = z.object({
  msgId,
  type: productType,
  action: z.string().trim().toUpperCase().pipe(ChangeAction),
  /** 1-4, the grid quadrant (left to right, top to bottom); REROLL ignores it. */
  index: z.coerce
    .number({ error: 'draw.index' })
    .int({ error: 'draw.index' })
    .min(1, { error: 'draw.index' })
    .max(4, { error: 'draw.index' })
    .optional(),
  mjTaskId: z.string({ error: 'draw.taskRequired' }).trim().min(1, { error: 'draw.taskRequired' }).max(64),
});
export type ChangeBody = z.infer<typeof changeBody>;

export const pageQuery = z.object({
  type: productType,
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(Limits.historyPageSize),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** The image history record of SPEC.md §3, with clean fields beside SPEC's own. */
export const imageRecordSchema = z.object({
  tableId: z.string(),
  msgId: z.string().nullable(),
  mjTaskId: z.string(),
  type: z.string().nullable(),
  prompt: z.string(),
  base64ImgUrl: z.string().describe("input images: '' for none, the address for one, a JSON list for several"),
  action: DrawAction,
  status: taskCode.describe('00 done, 01 in progress, 02 failed'),
  code: taskCode,
  progress: z.number().int().min(0).max(100),
  reponse: z.string().describe('01: the progress as text; 00: the result url; 02: the fail reason'),
  url: z.string().nullable().describe('the result PNG (a 2×2 grid, or one picture for UPSCALE)'),
  failReason: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  provider: ImageProvider,
  parentId: z.string().nullable(),
  index: z.number().int().nullable(),
  expand1: z.string().nullable(),
  expand2: z.string().nullable(),
  expand3: z.string().nullable(),
  expand4: z.string().nullable(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type ImageRecord = z.infer<typeof imageRecordSchema>;

export const imagePageSchema = z.object({
  pages: z.number().int(),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
  records: z.array(imageRecordSchema),
});
export type ImagePage = z.infer<typeof imagePageSchema>;

/** An expand slot while its upscale runs (SPEC.md §4); it then holds the child task id. */
export const EXPAND_PENDING = 'pending';

/** WebSocket push for every progress change of a task (type `draw`, keyed by mjTaskId). */
export const drawPushSchema = z.object({
  type: z.literal('draw'),
  mjTaskId: z.string(),
  /** The client's message id, when the call gave one. */
  msgId: z.string().optional(),
  action: DrawAction,
  code: taskCode,
  progress: z.number().int(),
  /** SPEC's image message `content`: the result url when done, the fail reason when failed. */
  content: z.string(),
  url: z.string().nullable(),
  failReason: z.string().nullable(),
  parentId: z.string().nullable(),
  index: z.number().int().nullable(),
  provider: ImageProvider,
});
export type DrawPush = z.infer<typeof drawPushSchema>;

/** GET cli/mj/v1/allowance — today's drawing allowance, for the drawing page. */
export const drawAllowanceSchema = z.object({
  used: z.number().int().describe('drawings counted today (see countsAsDrawing)'),
  limit: z.number().int().describe('drawings per day that apply today: free, or the drawing plan'),
  left: z.number().int(),
  plan: z.boolean().describe('the drawing plan is active'),
  resetsAt: z.string().describe('when today’s count starts again (ISO)'),
});
export type DrawAllowance = z.infer<typeof drawAllowanceSchema>;

/** A refused prompt's answer data: the links its message points at. */
export const refusalDataSchema = z.object({ links: z.array(z.object({ text: z.string(), href: z.string() })) });
