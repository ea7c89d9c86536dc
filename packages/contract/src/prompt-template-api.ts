import { z } from 'zod';
import type { MessageKey } from './messages.ts';
import { PromptTemplateLimits as L, templateIdSchema } from './prompt-template-ask.ts';
import { badVariableNames, templateVariables } from './prompt-template-text.ts';

export { templateIdSchema, templateVariablesSchema } from './prompt-template-ask.ts';

/**
 * A user's own prompt templates (cli/chat/template/v1/*, paths of ours: SPEC has none), and
 * how a template is asked through ssePostTemplate (`templateId` + `variables`).
 */
const msg = (key: MessageKey) => ({ error: key });

const title = z
  .string(msg('promptTemplate.titleRequired'))
  .trim()
  .min(1, msg('promptTemplate.titleRequired'))
  .max(L.titleMax, msg('promptTemplate.titleTooLong'));
const description = z.string().trim().max(L.descriptionMax, msg('promptTemplate.descriptionTooLong'));
const text = z
  .string(msg('promptTemplate.textRequired'))
  .trim()
  .min(1, msg('promptTemplate.textRequired'))
  .max(L.textMax, msg('promptTemplate.textTooLong'))
  .refine((value) => badVariableNames(value).length === 0, msg('promptTemplate.badVariableName'))
  .refine((value) => templateVariables(value).length <= L.variablesMax, msg('promptTemplate.tooManyVariables'));

export const templateCreateBody = z.object({ title, description: description.default(''), text });
export const templateUpdateBody = z.object({
  id: templateIdSchema,
  title: title.optional(),
  description: description.optional(),
  text: text.optional(),
});
export const templateDelBody = z.object({ id: templateIdSchema });
export const templatePageBody = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(L.perUser).default(L.perUser),
});

export const userTemplateSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  text: z.string(),
  /** The `{{name}}` placeholders of `text`, in order. */
  variables: z.array(z.string()),
  updatedAt: z.string(),
});
export type UserTemplate = z.infer<typeof userTemplateSchema>;
export const userTemplatePageSchema = z.object({
  records: z.array(userTemplateSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
  /** The most a user may keep, for the form to say so before refusing. */
  limit: z.number().int(),
});
