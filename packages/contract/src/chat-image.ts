import { z } from 'zod';

/**
 * The drawing prompt's length limit (draw.ts PROMPT_MAX), written out so that the chat's first
 * load does not carry the drawing calls' schemas; chat-image.test.ts keeps the two equal.
 */
export const IMAGE_PROMPT_MAX = 2000;

/**
 * POST cli/chatgpt/v1/sseImg (SPEC.md §7): a chat question put to an image model (`kind:
 * 'image'` in the model list, gpt-image-1) is drawn by the drawing feature's image service and
 * answered as a picture. The body is ssePost's, minus what only text models read (files,
 * quotes, knowledge, regenerate); the prompt follows the drawing rules (parameter manual
 * included) and its length limit.
 */
export const imageChatBody = z.object({
  prompt: z
    .string({ error: 'chat.emptyPrompt' })
    .trim()
    .min(1, { error: 'chat.emptyPrompt' })
    .max(IMAGE_PROMPT_MAX, { error: 'draw.promptTooLong' }),
  /** The conversation; left out, the first question starts one. */
  sessionId: z.string().trim().min(1).max(64).optional(),
  /** The client's id for the answer. */
  msgId: z.string().trim().min(1).max(64).optional(),
  /** An image model of the catalogue; gpt-image-1 when left out. */
  model: z.string().trim().max(40).optional(),
  promptHTML: z.string().max(40_000).optional(),
});
export type ImageChatBody = z.infer<typeof imageChatBody>;

const frame = <const E extends boolean, D extends z.ZodType>(end: E, data: D) =>
  z.object({ code: z.literal(200), end: z.literal(end), data });
const answerIds = { msgId: z.string(), tableId: z.number().int() };

/**
 * The stream, in ssePost's frame style: `start` once the question is stored, `progress` 0-100
 * while the picture is drawn, `image` with the answer (`format: 'html'`: an <img> of the stored
 * picture; `sourceImages` its address, signed), then `done`. A failure is a code-500 frame with
 * the text in the asker's language; the question stays, marked failed.
 */
export const imageFrameSchema = z.union([
  frame(false, z.object({ type: z.literal('start'), ...answerIds, sessionId: z.string(), model: z.string() })),
  frame(false, z.object({ type: z.literal('progress'), progress: z.number().int().min(0).max(100) })),
  frame(
    false,
    z.object({
      type: z.literal('image'),
      format: z.literal('html'),
      content: z.string(),
      sourceImages: z.array(z.string()),
    }),
  ),
  frame(true, z.object({ type: z.literal('done'), ...answerIds, status: z.literal('ok') })),
  z.object({ code: z.literal(500), end: z.literal(true), data: z.string() }),
]);
export type ImageFrame = z.infer<typeof imageFrameSchema>;

/** The history record's `reponse` of an image answer (msgType 'image'): SPEC §3's JSON form. */
export type ImageReply = { text: string; images: string[]; urls: string[] };

/** The answer's HTML: the picture, described by the prompt that drew it. */
export function imageAnswerHtml(url: string, prompt: string): string {
  const alt = prompt.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<img src="${url.replace(/"/g, '&quot;')}" alt="${alt}" />`;
}
