import { z } from 'zod';
import { chatBody } from './chat.ts';
import { templateIdSchema, templateVariablesSchema } from './prompt-template-ask.ts';

/*
 * Apart from chat.ts so that a chat page's first load does not carry it: the web asks
 * ssePostTemplate from the `/` library's chunk only.
 */

/** ssePostTemplate: a ready-made instruction applied to the given text. */
export const ChatTemplate = z.enum(['summarize', 'polish', 'expand', 'shorten', 'continue', 'translate', 'explain']);
export const templateBody = chatBody
  .omit({ prompt: true })
  .extend({
    template: ChatTemplate.optional(),
    content: z
      .string({ error: 'validation.content' })
      .trim()
      .min(1, { error: 'validation.content' })
      .max(20_000)
      .optional(),
    target: z.string().trim().max(40).optional().describe('target language for translate'),
    /** Or a prompt template (a built-in id or the caller's own) with its `{{variables}}` filled. */
    templateId: templateIdSchema.optional(),
    variables: templateVariablesSchema.optional(),
  })
  .refine((body) => body.templateId !== undefined || (body.template !== undefined && body.content !== undefined), {
    error: 'validation.content',
  });
