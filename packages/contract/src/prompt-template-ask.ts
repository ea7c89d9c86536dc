import { z } from 'zod';
import type { MessageKey } from './messages.ts';

/**
 * What asking a prompt template through ssePostTemplate takes (`templateId`, `variables`), apart
 * from the calls that keep a user's own templates (prompt-template-api.ts): chat.ts needs only
 * this, and a chat page loads chat.ts at once.
 */
export const PromptTemplateLimits = {
  titleMax: 60,
  descriptionMax: 200,
  textMax: 4000,
  perUser: 100,
  variablesMax: 10,
  variableNameMax: 30,
  valueMax: 4000,
} as const;
const L = PromptTemplateLimits;
const msg = (key: MessageKey) => ({ error: key });

/** `u` + 32 hex digits (a user's own) or `category.name` (a built-in one). */
export const templateIdSchema = z
  .string(msg('promptTemplate.badId'))
  .trim()
  .regex(/^(u[0-9a-f]{32}|[a-z]+\.[a-z]+)$/, msg('promptTemplate.badId'));

/** ssePostTemplate's second form: a template by id, its variables filled (name → value). */
export const templateVariablesSchema = z
  .record(
    z.string().max(L.variableNameMax),
    z.string(msg('promptTemplate.badValues')).max(L.valueMax, msg('promptTemplate.badValues')),
    msg('promptTemplate.badValues'),
  )
  .refine((values) => Object.keys(values).length <= L.variablesMax * 2, msg('promptTemplate.tooManyVariables'));
